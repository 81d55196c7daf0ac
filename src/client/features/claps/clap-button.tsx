import { Suspense, lazy, useId, useState } from 'react';
import { useViewer } from '@client/app/use-viewer';
import { useSignInDialog } from '../auth/sign-in-dialog-context';
import { abbreviateCount } from './abbreviate-count';
import { canClapMore, isBusy } from './clap-counter';
import { ClapIcon } from './clap-icon';
import { clapStore } from './clap-store';
import { sendClapsWhenLeaving } from './send-claps-before-leaving';
import styles from './clap-button.module.css';
import { CLAP_TEXTS } from './texts';
import { UndoClapsButton } from './undo-claps-button';
import { useClapSender } from './use-clap-sender';
import { useClaps } from './use-claps';

// Who clapped is read on demand: the dialog and its query load when first opened.
const VotersDialog = lazy(() =>
  import('./voters-dialog').then((module) => ({ default: module.VotersDialog })),
);

export interface ClapButtonProps {
  post: { id: string; clapCount: number; viewerClapCount: number; creator: { id: string } };
}

/**
 * The clap button with its count. Every button of a post shares one count;
 * a burst of clicks shows at once and is sent as one request.
 */
export function ClapButton({ post }: ClapButtonProps) {
  const { claps, entry } = useClaps(post.id, post);
  const viewerId = useViewer()?.id ?? null;
  const isAuthor = viewerId !== null && viewerId === post.creator.id;
  const sender = useClapSender();
  const signInDialog = useSignInDialog();
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [burst, setBurst] = useState(0);
  const [votersState, setVotersState] = useState<'never' | 'open' | 'closed'>('never');
  const isAtCap = viewerId !== null && !canClapMore(claps);

  function handleClap() {
    if (viewerId === null) {
      signInDialog.open({ operation: 'register', entry: 'clap' });
      return;
    }
    sendClapsWhenLeaving();
    if (!clapStore.clap(post.id, post, sender)) {
      setAnnouncement(CLAP_TEXTS.capReached);
      return;
    }
    const after = clapStore.get(post.id)?.claps ?? claps;
    setAnnouncement(CLAP_TEXTS.claps(after.clapCount));
    setBurst((count) => count + 1);
  }

  const countLabel = CLAP_TEXTS.claps(claps.clapCount);
  const canUndo = viewerId !== null && !isAuthor && claps.viewerClapCount > 0 && !isBusy(entry);

  return (
    <div className={styles.claps}>
      {isAuthor ? (
        <span className={styles.icon} data-testid="clap-icon">
          <ClapIcon isFilled={false} />
        </span>
      ) : (
        <span className={styles.clapWrap}>
          <button
            type="button"
            className={styles.clap}
            aria-label={CLAP_TEXTS.clap}
            aria-disabled={isAtCap || undefined}
            aria-describedby={isAtCap ? hintId : undefined}
            data-clapped={claps.viewerClapCount > 0 || undefined}
            onClick={handleClap}
          >
            <ClapIcon isFilled={claps.viewerClapCount > 0} />
          </button>
          {burst > 0 && claps.viewerHasClappedSinceFetch ? (
            // Restarts its rise on every click.
            <span key={burst} className={styles.bubble} aria-hidden="true">
              +{claps.viewerClapCount}
            </span>
          ) : null}
          {isAtCap ? (
            <span id={hintId} className="visually-hidden">
              {CLAP_TEXTS.capReached}
            </span>
          ) : null}
        </span>
      )}
      {claps.clapCount > 0 ? (
        <button
          type="button"
          className={styles.count}
          aria-label={countLabel}
          aria-haspopup="dialog"
          onClick={() => setVotersState('open')}
        >
          {abbreviateCount(claps.clapCount)}
        </button>
      ) : null}
      {canUndo ? <UndoClapsButton postId={post.id} /> : null}
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
      {votersState !== 'never' ? (
        <Suspense fallback={null}>
          <VotersDialog
            postId={post.id}
            title={countLabel}
            isOpen={votersState === 'open'}
            onClose={() => setVotersState('closed')}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

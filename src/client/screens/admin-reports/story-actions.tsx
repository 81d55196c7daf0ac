import { useId, useState } from 'react';
import { postIdFromInput } from '@client/features/moderation/post-id-from-input';
import type { ReportNode, ReportStory } from './admin-reports-query';
import { ADMIN_REPORTS_TEXTS } from './texts';
import type { StoryAction } from './use-report-actions';
import styles from './admin-reports.module.css';

const T = ADMIN_REPORTS_TEXTS;

export interface StoryChoice {
  postId: string;
  /** Known when chosen from the recent stories; a pasted id has no title or state yet. */
  story: ReportStory | null;
}

function storyLabel(story: ReportStory): string {
  const badges = [
    story.isSuspended ? T.suspendedBadge : null,
    story.isLimited ? T.limitedBadge : null,
  ]
    .filter(Boolean)
    .join(', ');
  const title = story.title.trim() || T.untitled;
  return badges ? `${title} (${badges})` : title;
}

/**
 * Picks a story of the reported user (a recent one, or a pasted URL or id)
 * and offers Suspend story / Mark limited, or their undo for a story
 * already in that state.
 */
export function StoryActions({
  report,
  isBusy,
  onAct,
}: {
  report: ReportNode;
  isBusy: boolean;
  onAct: (action: StoryAction, choice: StoryChoice) => void;
}) {
  const stories = report.targetRecentStories;
  const [chosenId, setChosenId] = useState(stories[0]?.id ?? '');
  const [pasted, setPasted] = useState('');
  const [isPasteInvalid, setIsPasteInvalid] = useState(false);
  const ids = { select: useId(), paste: useId(), hint: useId(), error: useId() };
  const chosen = stories.find((story) => story.id === chosenId) ?? null;

  function choice(): StoryChoice | null {
    if (pasted.trim()) {
      const postId = postIdFromInput(pasted);
      setIsPasteInvalid(!postId);
      if (!postId) return null;
      return { postId, story: stories.find((story) => story.id === postId) ?? null };
    }
    return chosen ? { postId: chosen.id, story: chosen } : null;
  }

  function handle(action: StoryAction) {
    const picked = choice();
    if (picked) onAct(action, picked);
  }

  // With a pasted id the state is unknown: offer the actions that make sense for a fresh report.
  const target = pasted.trim() ? null : chosen;
  const name = report.targetUser.name;
  return (
    <fieldset className={styles.storyActions}>
      <legend className={styles.legend}>{T.storyLegend(name)}</legend>
      {stories.length > 0 ? (
        <div className={styles.field}>
          <label htmlFor={ids.select}>{T.chooseStory}</label>
          <select
            id={ids.select}
            value={chosenId}
            onChange={(event) => setChosenId(event.target.value)}
            className={styles.select}
          >
            {stories.map((story) => (
              <option key={story.id} value={story.id}>
                {storyLabel(story)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className={styles.muted}>{T.noStories}</p>
      )}
      <div className={styles.field}>
        <label htmlFor={ids.paste}>{T.pasteStory}</label>
        <input
          id={ids.paste}
          type="text"
          inputMode="url"
          className={styles.input}
          value={pasted}
          aria-describedby={isPasteInvalid ? `${ids.hint} ${ids.error}` : ids.hint}
          aria-invalid={isPasteInvalid || undefined}
          onChange={(event) => {
            setPasted(event.target.value);
            setIsPasteInvalid(false);
          }}
        />
        <p id={ids.hint} className={styles.hint}>
          {T.pasteHint}
        </p>
        {isPasteInvalid ? (
          <p id={ids.error} className={styles.error} role="alert">
            {T.invalidStory}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.dangerButton}
          disabled={isBusy}
          onClick={() => handle(target?.isSuspended ? 'unsuspend' : 'suspend')}
        >
          {target?.isSuspended ? T.unsuspendStory : T.suspendStory}
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={isBusy}
          onClick={() => handle(target?.isLimited ? 'unlimit' : 'limit')}
        >
          {target?.isLimited ? T.markUnlimited : T.markLimited}
        </button>
      </div>
    </fieldset>
  );
}

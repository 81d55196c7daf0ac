import { Suspense, lazy, useState } from 'react';
import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import type { ActionsMenuItem } from './actions-menu';
import { UNBLOCK_USER } from './operations';
import type { UserMenuItem } from './social-rules';
import { SOCIAL_TEXTS } from './texts';
import { useMuteActions } from './use-mute-actions';

// Readers rarely block or report: the dialogs' code loads when first asked for.
const BlockUserDialog = lazy(() => import('./block-user-dialog'));
const ReportUserDialog = lazy(() => import('./report-user-dialog'));

interface Person {
  id: string;
  name: string;
  isBlocking: boolean;
}

const LABELS: Record<UserMenuItem, string> = {
  mute: SOCIAL_TEXTS.muteAuthor,
  unmute: SOCIAL_TEXTS.unmuteAuthor,
  block: SOCIAL_TEXTS.blockUser,
  unblock: SOCIAL_TEXTS.unblockUser,
  report: SOCIAL_TEXTS.reportUser,
};

/**
 * The actions on a person that a menu offers: mute and unblock act at once,
 * block and report open their dialog. Render `dialogs` next to the menu.
 */
export function usePersonActions(viewerId: string | null) {
  const { queueToast } = useToasts();
  const mute = useMuteActions();
  const [unblock] = useMutationOutcome(UNBLOCK_USER);
  const [dialog, setDialog] = useState<{ kind: 'block' | 'report'; person: Person } | null>(null);
  // Once loaded, a dialog stays mounted so it can animate out.
  const [hasDialog, setHasDialog] = useState({ block: false, report: false });

  function open(kind: 'block' | 'report', person: Person) {
    setHasDialog((loaded) => ({ ...loaded, [kind]: true }));
    setDialog({ kind, person });
  }

  async function runUnblock(person: Person) {
    if (!viewerId) return;
    const outcome = await unblock({ userId: viewerId, targetUserId: person.id });
    queueToast(
      outcome.ok
        ? { message: SOCIAL_TEXTS.unblocked }
        : { message: refusalMessage(outcome, SOCIAL_TEXTS.actionFailed), toastStyle: 'ERROR' },
    );
  }

  function menuItems(person: Person, kinds: readonly UserMenuItem[]): ActionsMenuItem[] {
    const act: Record<UserMenuItem, () => void> = {
      mute: () => void mute.setUserMuted(person, true),
      unmute: () => void mute.setUserMuted(person, false),
      block: () => open('block', person),
      unblock: () => void runUnblock(person),
      report: () => open('report', person),
    };
    return kinds.map((kind) => ({
      key: kind,
      label: LABELS[kind],
      onSelect: act[kind],
      isDanger: kind === 'block' || kind === 'report',
    }));
  }

  const close = () => setDialog(null);
  const dialogs =
    viewerId && dialog ? (
      <Suspense fallback={null}>
        {hasDialog.block && dialog.kind === 'block' ? (
          <BlockUserDialog viewerId={viewerId} user={dialog.person} isOpen onClose={close} />
        ) : null}
        {hasDialog.report && dialog.kind === 'report' ? (
          <ReportUserDialog
            // A fresh form, with its defaults, each time it opens.
            key={dialog.person.id}
            viewerId={viewerId}
            user={dialog.person}
            isBlockOffered={!dialog.person.isBlocking}
            isOpen
            onClose={close}
          />
        ) : null}
      </Suspense>
    ) : null;

  return { menuItems, mute, dialogs };
}

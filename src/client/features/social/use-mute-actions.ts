import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import type { MutationOutcome } from '@client/graphql/mutation-outcome';
import { track } from '@client/reporting/install-reporting';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { forgetStoryLists } from './follow-cache';
import { MUTE_COLLECTION, MUTE_USER, UNMUTE_COLLECTION, UNMUTE_USER } from './operations';
import { SOCIAL_TEXTS } from './texts';

type Named = Record<string, { name: string }>;

/**
 * Mute and unmute people and publications, with the spec's toasts and events;
 * a refusal says why in the server's words. The cached story lists are
 * dropped so the home feed refetches without them.
 */
export function useMuteActions() {
  const { queueToast } = useToasts();
  const [muteUser] = useMutationOutcome(MUTE_USER);
  const [unmuteUser] = useMutationOutcome(UNMUTE_USER);
  const [muteCollection] = useMutationOutcome(MUTE_COLLECTION);
  const [unmuteCollection] = useMutationOutcome(UNMUTE_COLLECTION);
  const update = { update: forgetStoryLists };

  /** Tells the outcome; answers whether it went through. */
  function tell(
    outcome: MutationOutcome<unknown>,
    field: string,
    toast: (name: string) => string,
    event: () => void,
  ): boolean {
    const fail = (message: string) => {
      queueToast({ message, toastStyle: 'ERROR' });
      return false;
    };
    if (!outcome.ok) return fail(refusalMessage(outcome, SOCIAL_TEXTS.actionFailed));
    const changed = (outcome.data as Named)[field];
    if (!changed) return fail(SOCIAL_TEXTS.actionFailed);
    event();
    queueToast({ message: toast(changed.name) });
    return true;
  }

  return {
    async setUserMuted(user: { id: string }, muted: boolean) {
      const variables = { targetUserId: user.id };
      const outcome = muted
        ? await muteUser(variables, update)
        : await unmuteUser(variables, update);
      return tell(
        outcome,
        muted ? 'muteUser' : 'unmuteUser',
        muted ? SOCIAL_TEXTS.muted : SOCIAL_TEXTS.unmuted,
        () => track(muted ? 'user.muted' : 'user.unmuted', { targetUserId: user.id }),
      );
    },
    async setCollectionMuted(collection: { id: string }, muted: boolean) {
      const variables = { targetCollectionId: collection.id };
      const outcome = muted
        ? await muteCollection(variables, update)
        : await unmuteCollection(variables, update);
      return tell(
        outcome,
        muted ? 'muteCollection' : 'unmuteCollection',
        muted ? SOCIAL_TEXTS.muted : SOCIAL_TEXTS.unmuted,
        () =>
          track(muted ? 'collection.muted' : 'collection.unmuted', {
            collectionId: collection.id,
          }),
      );
    },
  };
}

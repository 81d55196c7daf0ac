import { useMutation } from '@apollo/client/react';
import { track } from '@client/reporting/install-reporting';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { forgetStoryLists } from './follow-cache';
import { MUTE_COLLECTION, MUTE_USER, UNMUTE_COLLECTION, UNMUTE_USER } from './operations';
import { SOCIAL_TEXTS } from './texts';

/**
 * Mute and unmute people and publications, with the spec's toasts and events.
 * The cached story lists are dropped so the home feed refetches without them.
 */
export function useMuteActions() {
  const { queueToast } = useToasts();
  const [muteUser] = useMutation(MUTE_USER);
  const [unmuteUser] = useMutation(UNMUTE_USER);
  const [muteCollection] = useMutation(MUTE_COLLECTION);
  const [unmuteCollection] = useMutation(UNMUTE_COLLECTION);

  async function attempt(send: () => Promise<string | null>, toast: (name: string) => string) {
    try {
      const name = await send();
      if (name === null) throw new Error('Not saved');
      queueToast({ message: toast(name) });
      return true;
    } catch {
      queueToast({ message: SOCIAL_TEXTS.actionFailed, toastStyle: 'ERROR' });
      return false;
    }
  }

  return {
    setUserMuted: (user: { id: string }, muted: boolean) =>
      attempt(
        async () => {
          const mutate = muted ? muteUser : unmuteUser;
          const result = await (mutate as typeof muteUser)({
            variables: { targetUserId: user.id },
            update: (cache) => forgetStoryLists(cache),
          });
          const data = result.data as Record<string, { name: string } | undefined> | undefined;
          const person = data?.[muted ? 'muteUser' : 'unmuteUser'];
          if (!person) return null;
          track(muted ? 'user.muted' : 'user.unmuted', { targetUserId: user.id });
          return person.name;
        },
        muted ? SOCIAL_TEXTS.muted : SOCIAL_TEXTS.unmuted,
      ),
    setCollectionMuted: (collection: { id: string }, muted: boolean) =>
      attempt(
        async () => {
          const mutate = muted ? muteCollection : unmuteCollection;
          const result = await (mutate as typeof muteCollection)({
            variables: { targetCollectionId: collection.id },
            update: (cache) => forgetStoryLists(cache),
          });
          const data = result.data as Record<string, { name: string } | undefined> | undefined;
          const publication = data?.[muted ? 'muteCollection' : 'unmuteCollection'];
          if (!publication) return null;
          track(muted ? 'collection.muted' : 'collection.unmuted', {
            collectionId: collection.id,
          });
          return publication.name;
        },
        muted ? SOCIAL_TEXTS.muted : SOCIAL_TEXTS.unmuted,
      ),
  };
}

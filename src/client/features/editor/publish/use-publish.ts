import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { PUBLISH_POST_MUTATION } from '../operations';
import { PUBLISH_TEXTS } from '../texts';
import type { PublishFormState } from './publish-form';

interface UsePublishOptions {
  flush: () => Promise<{ postId: string | null; isSaved: boolean }>;
  navigate: (to: string) => void;
}

/** Saves what is pending, publishes (or schedules) with the dialog's settings, opens the story. */
export function usePublish({ flush, navigate }: UsePublishOptions) {
  const client = useApolloClient();
  return async (state: PublishFormState, publishAt: string | null): Promise<string | null> => {
    const { postId, isSaved } = await flush();
    if (!postId) return PUBLISH_TEXTS.emptyStory;
    if (!isSaved) return PUBLISH_TEXTS.failed;
    try {
      const { data } = await client.mutate({
        mutation: PUBLISH_POST_MUTATION,
        variables: {
          postId,
          input: {
            tags: state.tags,
            visibility: state.visibility,
            license: state.license,
            previewTitle: state.previewTitle,
            previewSubtitle: state.previewSubtitle,
            previewImageId: state.previewImageId,
            focusPercentX: state.focusPercentX,
            focusPercentY: state.focusPercentY,
            publishAt,
          },
        },
      });
      const url = data?.publishPost.mediumUrl;
      if (!url) return PUBLISH_TEXTS.failed;
      navigate(url);
      return null;
    } catch (error) {
      if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? PUBLISH_TEXTS.failed;
      return PUBLISH_TEXTS.failed;
    }
  };
}

import { useApolloClient } from '@apollo/client/react';
import { mutateForOutcome } from '@client/graphql/mutation-outcome';
import {
  PUBLISH_POST_MUTATION,
  SAVE_STORY_SETTINGS_MUTATION,
  SUBMIT_TO_PUBLICATION_MUTATION,
} from '../operations';
import { PUBLISH_TEXTS } from '../texts';
import type { PublishFormState } from './publish-form';
import type { PublishPlan, StoryPublication } from './publication-plan';

interface UsePublishOptions {
  flush: () => Promise<{ postId: string | null; isSaved: boolean }>;
  navigate: (to: string) => void;
  isPublished: boolean;
  /** The story changed hands with a publication (submitted, or in). */
  onMoved: (story: Omit<StoryPublication, 'isPublished'>) => void;
  /** A draft went to the publication's editors instead of out. */
  onSubmitted: () => void;
}

const settingsOf = (state: PublishFormState) => ({
  tags: state.tags,
  visibility: state.visibility,
  license: state.license,
  previewTitle: state.previewTitle,
  previewSubtitle: state.previewSubtitle,
  previewImageId: state.previewImageId,
  focusPercentX: state.focusPercentX,
  focusPercentY: state.focusPercentY,
});

/**
 * Saves what is pending, then carries out the dialog's plan: publishes (or
 * schedules) and opens the story, or sends it to a publication first. Resolves
 * to the server's refusal in its words, or null.
 */
export function usePublish(options: UsePublishOptions) {
  const client = useApolloClient();

  async function submit(postId: string, collectionId: string): Promise<string | null> {
    const outcome = await mutateForOutcome(client, {
      mutation: SUBMIT_TO_PUBLICATION_MUTATION,
      variables: { postId, collectionId },
    });
    if (!outcome.ok) return outcome.message;
    const moved = outcome.data.submitStoryToPublication;
    options.onMoved({
      statusForCollection: moved.statusForCollection ?? null,
      collection: moved.collection ?? null,
      pendingCollection: moved.pendingCollection ?? null,
    });
    return null;
  }

  async function publish(
    postId: string,
    state: PublishFormState,
    publishAt: string | null,
  ): Promise<{ url: string } | { message: string }> {
    const outcome = await mutateForOutcome(client, {
      mutation: PUBLISH_POST_MUTATION,
      variables: { postId, input: { ...settingsOf(state), publishAt } },
    });
    if (!outcome.ok) return { message: outcome.message };
    // The story page may be cached from before these edits: it is read afresh.
    client.cache.evict({ id: client.cache.identify({ __typename: 'Post', id: postId }) });
    client.cache.gc();
    return { url: outcome.data.publishPost.mediumUrl };
  }

  return async (
    state: PublishFormState,
    publishAt: string | null,
    plan: PublishPlan,
  ): Promise<string | null> => {
    const { postId, isSaved } = await options.flush();
    if (!postId) return PUBLISH_TEXTS.emptyStory;
    if (!isSaved) return PUBLISH_TEXTS.failed;
    if (plan.kind === 'waiting') return null;
    if (plan.kind === 'submit' && !options.isPublished) {
      const saved = await mutateForOutcome(client, {
        mutation: SAVE_STORY_SETTINGS_MUTATION,
        variables: { postId, input: settingsOf(state) },
      });
      if (!saved.ok) return saved.message;
      const refused = await submit(postId, plan.publication.id);
      if (!refused) options.onSubmitted();
      return refused;
    }
    if (plan.kind === 'join') {
      const refused = await submit(postId, plan.publication.id);
      if (refused) return refused;
    }
    const published = await publish(postId, state, publishAt);
    if ('message' in published) return published.message;
    if (plan.kind === 'submit') {
      const refused = await submit(postId, plan.publication.id);
      if (refused) return refused;
    }
    options.navigate(published.url);
    return null;
  };
}

import { useQuery } from '@apollo/client/react';
import { statusForPostResult } from '@shared/access/post-result-status';
import { extractPostId } from '@shared/routing/links';
import { POST_TEXTS } from '@client/features/posts/texts';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { buildPostHead, storyDescription, storyTitle } from './post-head';
import { POST_QUERY, storyOf } from './post-query';
import type { PostResultData, PostScreenData } from './post-query';
import { PostUnavailable } from './post-unavailable';
import { StoryView } from './story-view';

export { POST_QUERY };

/** The friend-link key (`sk`) opens a member-only story in full. */
function variablesFor({ params, location }: ScreenProps) {
  const shareKey = new URL(location, 'http://localhost').searchParams.get('sk');
  return { id: extractPostId(params) ?? '', shareKey };
}

function messageOf(result: PostResultData): string {
  if (result.__typename === 'PostSuspended') return POST_TEXTS.postSuspended;
  return 'message' in result ? result.message : '';
}

function PostScreen(props: ScreenProps) {
  const { data } = useQuery(POST_QUERY, { variables: variablesFor(props) });
  const result = data?.postResult;
  if (!result) return null;
  if (result.__typename === 'Post')
    return <StoryView story={result} hasFriendKey={variablesFor(props).shareKey !== null} />;
  return (
    <PostUnavailable
      message={messageOf(result)}
      postId={extractPostId(props.params)}
      isSuspended={result.__typename === 'PostSuspended'}
    />
  );
}

export const screen: ScreenDefinition<PostScreenData> = {
  query: POST_QUERY,
  variables: variablesFor,
  // One status table for the page, AMP and feeds (src/shared/access/post-result-status.ts).
  isNotFound: (data) => statusForPostResult(data?.postResult.__typename) === 404,
  status: (data) => statusForPostResult(data?.postResult.__typename),
  // Drafts keep whatever address they were opened at (usually /p/{id}): they have no public URL yet.
  canonicalPath: (data) => {
    const story = storyOf(data);
    return story?.isPublished ? story.mediumUrl : null;
  },
  head: (data, context) => {
    const story = storyOf(data);
    return story ? buildPostHead(story, context) : { robots: 'noindex' };
  },
  refusesFraming: true,
  title: (data, productName) => {
    const story = storyOf(data);
    return story ? `${storyTitle(story)} | ${productName}` : productName;
  },
  description: (data) => {
    const story = storyOf(data);
    return story ? storyDescription(story) : '';
  },
  Component: PostScreen,
};

import { useQuery } from '@apollo/client/react';
import { extractPostId } from '@shared/routing/links';
import { POST_TEXTS } from '@client/features/posts/texts';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { buildPostHead, storyDescription, storyTitle } from './post-head';
import { POST_QUERY, storyOf } from './post-query';
import type { PostResultData, PostScreenData } from './post-query';
import { PostUnavailable } from './post-unavailable';
import { StoryView } from './story-view';

export { POST_QUERY };

/** Results that must look exactly like a missing story (someone else's draft included). */
const NOT_FOUND_TYPES = new Set(['NotFound', 'Unauthorized', 'AccountDeleted']);

/** HTTP status per PostResult type that renders a notice. */
const STATUS_BY_TYPE: Record<string, number> = {
  Post: 200,
  RemovedByUser: 410,
  PostSuspended: 410,
  AccountSuspended: 410,
  // The author blocked the viewer: the story page says so.
  Blocked: 403,
  WithheldInCountry: 451,
  UnavailableForLegalReasons: 451,
};

export function statusForPostResult(typename: string | undefined): number {
  if (!typename || NOT_FOUND_TYPES.has(typename)) return 404;
  return STATUS_BY_TYPE[typename] ?? 404;
}

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
  if (result.__typename === 'Post') return <StoryView story={result} />;
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

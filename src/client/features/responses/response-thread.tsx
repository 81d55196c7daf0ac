import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { PostResponsesQuery } from '@client/graphql/generated/graphql';
import { ComposerSlot } from './composer-slot';
import { POST_RESPONSES_QUERY, RESPONSES_PAGE_SIZE } from './response-fields';
import type { ResponseItemData, ResponsePostData } from './response-fields';
import { ResponseItemView } from './response-item';
import { mergeResponsePages } from './response-pages';
import { RESPONSE_TEXTS } from './texts';
import { useResponseModeration } from './use-response-moderation';
import { useViewer } from '@client/app/use-viewer';
import styles from './responses.module.css';
import { ShowMore } from '@client/ui/show-more';

interface ThreadComposer {
  label: string;
  autoFocus: boolean;
  /** Present for a reply composer, which closes after publishing or on Cancel. */
  onClose?: () => void;
}

export interface ResponseThreadProps {
  /** The story, or the response whose replies these are. */
  parentPostId: string;
  parentAuthorId: string;
  depth: number;
  composer: ThreadComposer | null;
}

/** A further page appended to the result on show (fetchMore). */
function withMoreResponses(
  shown: PostResponsesQuery,
  more: PostResponsesQuery,
): PostResponsesQuery {
  if (shown.postResult.__typename !== 'Post' || more.postResult.__typename !== 'Post') return shown;
  const responses = shown.postResult.postResponses;
  return {
    ...shown,
    postResult: {
      ...shown.postResult,
      postResponses: {
        ...responses,
        count: more.postResult.postResponses.count,
        responsesConnection: mergeResponsePages(
          responses.responsesConnection,
          more.postResult.postResponses.responsesConnection,
        ),
      },
    },
  };
}

function asItem(post: ResponsePostData): ResponseItemData {
  return {
    itemType: post.title.trim() === '' ? 'SIMPLE_RESPONSE' : 'STORY_RESPONSE',
    postId: post.id,
    isHidden: false,
    post,
  };
}

/** The responses to one post, oldest first and paged, with an optional composer above. */
export function ResponseThread({
  parentPostId,
  parentAuthorId,
  depth,
  composer,
}: ResponseThreadProps) {
  const viewerId = useViewer()?.id ?? null;
  const moderation = useResponseModeration(parentPostId);
  // Published here but on a page not loaded yet: shown first, so the writer sees it.
  const [justPublished, setJustPublished] = useState<ResponseItemData[]>([]);
  const { data, error, fetchMore, refetch, networkStatus } = useQuery(POST_RESPONSES_QUERY, {
    variables: { postId: parentPostId, limit: RESPONSES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const parent = data?.postResult.__typename === 'Post' ? data.postResult : null;
  const connection = parent?.postResponses.responsesConnection ?? null;
  const next = connection?.pagingInfo.next ?? null;
  const loadedIds = new Set(connection?.items.map((item) => item.postId));
  const pending = justPublished.filter((item) => !loadedIds.has(item.postId));
  const items = [...pending, ...(connection?.items ?? [])];
  const isLoadingMore = networkStatus === NetworkStatus.fetchMore;

  function handlePublished(post: ResponsePostData) {
    setJustPublished((published) => [...published, asItem(post)]);
    composer?.onClose?.();
    void refetch();
  }

  async function showMore() {
    if (!next || isLoadingMore) return;
    await fetchMore({
      variables: { limit: next.limit, to: next.to },
      updateQuery: (shown, { fetchMoreResult }) => withMoreResponses(shown, fetchMoreResult),
    });
  }

  return (
    <section className={depth === 0 ? styles.thread : `${styles.thread} ${styles.nested}`}>
      {composer ? (
        <ComposerSlot
          parentPostId={parentPostId}
          label={composer.label}
          autoFocus={composer.autoFocus}
          onCancel={composer.onClose}
          onPublished={handlePublished}
        />
      ) : null}
      {!data && !error ? (
        <p className={styles.muted} role="status">
          {RESPONSE_TEXTS.loading}
        </p>
      ) : null}
      {error && !data ? (
        <p className={styles.muted} role="alert">
          {RESPONSE_TEXTS.loadFailed}{' '}
          <button type="button" className={styles.textButton} onClick={() => void refetch()}>
            {RESPONSE_TEXTS.retry}
          </button>
        </p>
      ) : null}
      {data && items.length === 0 && depth === 0 ? (
        <p className={styles.muted}>{RESPONSE_TEXTS.empty}</p>
      ) : null}
      {items.length > 0 ? (
        <ol className={styles.list}>
          {items.map((item) => (
            <li key={item.postId}>
              <ResponseItemView
                item={item}
                viewerId={viewerId}
                canModerate={viewerId !== null && viewerId === parentAuthorId}
                onHide={(id) => void moderation.hide(id)}
                onUnhide={(id) => void moderation.unhide(id)}
                renderReplies={({ isReplying, onReplyClose }) => (
                  <ResponseThread
                    parentPostId={item.postId}
                    parentAuthorId={item.post.creator.id}
                    depth={depth + 1}
                    composer={
                      isReplying
                        ? {
                            label: RESPONSE_TEXTS.replyLabel(item.post.creator.name),
                            autoFocus: true,
                            onClose: onReplyClose,
                          }
                        : null
                    }
                  />
                )}
              />
            </li>
          ))}
        </ol>
      ) : null}
      <ShowMore
        hasMore={next !== null}
        onShowMore={showMore}
        label={RESPONSE_TEXTS.showMore}
        className={styles.showMore}
      />
    </section>
  );
}

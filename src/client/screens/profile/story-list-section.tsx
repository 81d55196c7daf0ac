import { StoryListItem } from '@client/features/posts/story-list-item';
import type { StoryCardFieldsFragment } from '@client/graphql/generated/graphql';
import type { Connection } from './paged-list';
import styles from './profile.module.css';
import { PROFILE_TEXTS } from './texts';
import { ShowMore, nextCursor } from '@client/ui/show-more';

/** A section of story cards with its heading, empty text and Show more. */
export function StoryListSection({
  heading,
  connection,
  emptyText,
  onShowMore,
}: {
  heading: string;
  connection: Connection<StoryCardFieldsFragment>;
  emptyText: string;
  onShowMore: (after: string) => Promise<unknown>;
}) {
  const after = nextCursor(connection.pageInfo);
  return (
    <>
      <h2 className={styles.sectionHeading}>{heading}</h2>
      {connection.edges.length === 0 ? (
        <p className={styles.message}>{emptyText}</p>
      ) : (
        <div aria-label={PROFILE_TEXTS.storiesLabel} role="region">
          {connection.edges.map((edge) => (
            <StoryListItem key={edge.node.id} story={edge.node} />
          ))}
        </div>
      )}
      <ShowMore
        hasMore={after !== null}
        onShowMore={async () => {
          if (after) await onShowMore(after);
        }}
      />
    </>
  );
}

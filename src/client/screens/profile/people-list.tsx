import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import { FollowButton } from '@client/features/social/follow-button';
import { Avatar } from '@client/ui/avatar/avatar';
import type { ProfilePersonFieldsFragment } from '@client/graphql/generated/graphql';
import type { Connection } from './paged-list';
import styles from './profile.module.css';
import { profilePath } from './profile-tabs';
import { ShowMore, nextCursor } from '@client/ui/show-more';

/**
 * Followers or following: avatar, name, @username and a follow button per
 * person. A row needs both a name and a username (navigation §2.3).
 */
export function PeopleList({
  heading,
  connection,
  emptyText,
  onShowMore,
}: {
  heading: string;
  connection: Connection<ProfilePersonFieldsFragment>;
  emptyText: string;
  onShowMore: (after: string) => Promise<unknown>;
}) {
  const viewerId = useViewer()?.id ?? null;
  const people = connection.edges
    .map((edge) => edge.node)
    .filter((person) => person.name && person.username);
  const after = nextCursor(connection.pageInfo);
  return (
    <>
      <h2 className={styles.sectionHeading}>{heading}</h2>
      {people.length === 0 ? (
        <p className={styles.message}>{emptyText}</p>
      ) : (
        <ul className={styles.people} aria-label={heading}>
          {people.map((person) => (
            <li key={person.id} className={styles.person}>
              <Avatar user={person} size="M" />
              <div className={styles.personText}>
                <Link to={profilePath(person.username)} className={styles.personName}>
                  {person.name}
                </Link>
                <p className={styles.personUsername}>@{person.username}</p>
              </div>
              {person.id === viewerId ? null : <FollowButton user={person} />}
            </li>
          ))}
        </ul>
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

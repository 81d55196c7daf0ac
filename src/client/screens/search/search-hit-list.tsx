import { Link } from '@client/app/link';
import { personPath, publicationPath, tagPath } from '@client/features/search/search-paths';
import type { SearchScreenQuery } from '@client/graphql/generated/graphql';
import { highlightWords } from './highlight';
import styles from './search-screen.module.css';
import { followersText, storiesCountText } from './texts';

type Results = SearchScreenQuery['search'];

/** People, publications and tags: a name that leads to their page, and a line about them. */
export function SearchHitList({ results }: { results: Results }) {
  const mark = (text: string) => highlightWords(text, results.query);
  const rows = [
    ...results.people.map((person) => ({
      key: person.id,
      href: personPath(person.username),
      name: person.name,
      detail: person.bio || `@${person.username}`,
    })),
    ...results.publications.map((publication) => ({
      key: publication.id,
      href: publicationPath(publication.slug),
      name: publication.name,
      detail: publication.description,
    })),
    ...results.tags.map((tag) => ({
      key: tag.tagSlug,
      href: tagPath(tag.tagSlug),
      name: tag.displayText,
      detail: `${storiesCountText(tag.postCount)} · ${followersText(tag.followerCount)}`,
    })),
  ];
  if (rows.length === 0) return null;
  return (
    <ul className={styles.hits}>
      {rows.map((row) => (
        <li key={row.key} className={styles.hit}>
          <Link to={row.href} className={styles.hitName}>
            {mark(row.name)}
          </Link>
          {row.detail ? <p className={styles.hitDetail}>{row.detail}</p> : null}
        </li>
      ))}
    </ul>
  );
}

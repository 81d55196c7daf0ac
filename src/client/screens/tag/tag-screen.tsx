import { useQuery } from '@apollo/client/react';
import { Link } from '@client/app/link';
import { StoryListItem } from '@client/features/posts/story-list-item';
import type { TagScreenQuery } from '@client/graphql/generated/graphql';
import { tagFeedUrl, tagUrl } from '@shared/routing/urls';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { TAG_SCREEN_QUERY } from './tag-query';
import styles from './tag-screen.module.css';
import { TAG_TEXTS, tagCountsText, tagDescription, tagTitle } from './texts';

function pageOf(location: string): number {
  const start = location.indexOf('?');
  const value = Number.parseInt(
    new URLSearchParams(start === -1 ? '' : location.slice(start + 1)).get('page') ?? '1',
    10,
  );
  return Number.isFinite(value) && value > 0 ? Math.min(value, 50) : 1;
}

const variablesOf = ({ params, location }: Pick<ScreenProps, 'params' | 'location'>) => ({
  slug: (params.tag ?? '').toLowerCase(),
  page: pageOf(location),
});

const pagePath = (slug: string, page: number) =>
  page > 1 ? `${tagUrl(slug)}?page=${page}` : tagUrl(slug);

/** /tag/{tag} (and /tagged/{tag}): a tag's counts, top and latest stories, related tags. */
function TagScreen(props: ScreenProps) {
  const { data } = useQuery(TAG_SCREEN_QUERY, { variables: variablesOf(props) });
  const tag = data?.tagPage;
  if (!tag) return null;
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{tag.displayTitle}</h1>
      <p className={styles.counts}>
        {tagCountsText(tag.postCount, tag.followerCount)} ·{' '}
        <a href={tagFeedUrl(tag.slug)}>{TAG_TEXTS.feed}</a>
      </p>
      {tag.relatedTags.length > 0 ? (
        <nav aria-label={TAG_TEXTS.related}>
          <ul className={styles.related}>
            {tag.relatedTags.map((related) => (
              <li key={related.tagSlug}>
                <Link to={tagUrl(related.tagSlug)} className={styles.pill}>
                  {related.displayText}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {tag.page === 1 && tag.topStories.length > 0 ? (
        <section aria-labelledby="tag-top">
          <h2 id="tag-top" className={styles.section}>
            {TAG_TEXTS.top}
          </h2>
          {tag.topStories.map((story) => (
            <StoryListItem key={story.id} story={story} />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="tag-latest">
        <h2 id="tag-latest" className={styles.section}>
          {TAG_TEXTS.latest}
        </h2>
        {tag.latestStories.length === 0 ? <p className={styles.empty}>{TAG_TEXTS.empty}</p> : null}
        {tag.latestStories.map((story) => (
          <StoryListItem key={story.id} story={story} />
        ))}
      </section>
      {tag.page > 1 || tag.hasNextPage ? (
        <nav aria-label={TAG_TEXTS.pagesLabel} className={styles.pager}>
          {tag.page > 1 ? (
            <Link to={pagePath(tag.slug, tag.page - 1)}>{TAG_TEXTS.previous}</Link>
          ) : (
            <span />
          )}
          {tag.hasNextPage ? (
            <Link to={pagePath(tag.slug, tag.page + 1)}>{TAG_TEXTS.next}</Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}

export const screen: ScreenDefinition<TagScreenQuery> = {
  query: TAG_SCREEN_QUERY,
  variables: variablesOf,
  isNotFound: (data) => !data?.tagPage,
  canonicalPath: (data) => (data?.tagPage ? pagePath(data.tagPage.slug, data.tagPage.page) : null),
  title: (data, productName) => tagTitle(data?.tagPage?.displayTitle ?? '', productName),
  description: (data) => tagDescription(data?.tagPage?.displayTitle ?? ''),
  Component: TagScreen,
};

import type {
  CollectionSearchHit,
  PostSearchHit,
  PredictiveAnswer,
  TagSearchHit,
  UserSearchHit,
} from '@shared/search/predictive-search';
import { searchUrl } from '@shared/routing/urls';
import type { PublisherScope } from './predictive-request';
import { personPath, publicationPath, searchTabPath, storyPath, tagPath } from './search-paths';
import type { SearchTabSlug } from './search-paths';
import { SEARCH_TEXTS, searchEverywhereText, searchPublisherText } from './texts';

type RowKind = 'scope' | 'hit' | 'more' | 'everywhere';

/** One row the arrow keys can reach; every row leads somewhere. */
export interface PredictiveRow {
  id: string;
  kind: RowKind;
  label: string;
  detail?: string;
  href: string;
  /** Which section a hit or More row belongs to (for events). */
  section?: SearchTabSlug;
}

interface PredictiveSection {
  key: SearchTabSlug;
  heading: string;
  rows: PredictiveRow[];
}

export interface PredictiveView {
  top: PredictiveRow | null;
  sections: PredictiveSection[];
  everywhere: PredictiveRow;
  /** Every row in focus order: the one list the arrow keys walk. */
  rows: PredictiveRow[];
}

const SECTION_HEADINGS: Record<SearchTabSlug, string> = {
  people: SEARCH_TEXTS.people,
  publications: SEARCH_TEXTS.publications,
  tags: SEARCH_TEXTS.tags,
  stories: SEARCH_TEXTS.stories,
};

type HitOf = {
  people: UserSearchHit;
  publications: CollectionSearchHit;
  tags: TagSearchHit;
  stories: PostSearchHit;
};

function hitRow(section: SearchTabSlug, hit: HitOf[SearchTabSlug]): PredictiveRow {
  const id = `search-${section}-${hit.objectID}`;
  switch (section) {
    case 'people': {
      const person = hit as UserSearchHit;
      const href = personPath(person.username);
      return { id, kind: 'hit', section, label: person.name, detail: `@${person.username}`, href };
    }
    case 'publications': {
      const publication = hit as CollectionSearchHit;
      return {
        id,
        kind: 'hit',
        section,
        label: publication.name,
        href: publicationPath(publication.slug),
      };
    }
    case 'tags': {
      const tag = hit as TagSearchHit;
      return { id, kind: 'hit', section, label: tag.displayText, href: tagPath(tag.tagSlug) };
    }
    case 'stories': {
      const story = hit as PostSearchHit;
      return { id, kind: 'hit', section, label: story.title, href: storyPath(story.postId) };
    }
  }
}

/**
 * Lays an answer out as the popover shows it (spec §2.7): the scoped top row,
 * People, Publications, Tags (Stories when scoped) and Stories, each section
 * with its hits and a More row, then "Search for '{query}' on {product}".
 */
export function predictiveView(options: {
  query: string;
  answer: PredictiveAnswer | null;
  productName: string;
  scope?: PublisherScope;
}): PredictiveView {
  const { query, scope } = options;
  const order: SearchTabSlug[] = scope
    ? ['people', 'publications', 'stories']
    : ['people', 'publications', 'tags', 'stories'];
  const sections: PredictiveSection[] = [];
  order.forEach((key, position) => {
    const hits = options.answer?.results[position]?.hits ?? [];
    if (hits.length === 0) return;
    const more: PredictiveRow = {
      id: `search-${key}-more`,
      kind: 'more',
      section: key,
      label: SEARCH_TEXTS.more,
      href: scope && key === 'stories' ? searchUrl(query, scope) : searchTabPath(query, key),
    };
    sections.push({
      key,
      heading: SECTION_HEADINGS[key],
      rows: [...hits.map((hit) => hitRow(key, hit)), more],
    });
  });
  const top: PredictiveRow | null = scope
    ? {
        id: 'search-scope',
        kind: 'scope',
        label: searchPublisherText(scope.name),
        href: searchUrl(query, scope),
      }
    : null;
  const everywhere: PredictiveRow = {
    id: 'search-everywhere',
    kind: 'everywhere',
    label: searchEverywhereText(query, options.productName),
    href: searchTabPath(query),
  };
  const rows = [...(top ? [top] : []), ...sections.flatMap((section) => section.rows), everywhere];
  return { top, sections, everywhere, rows };
}

/** Arrow keys move one focus index through every row and wrap around (spec §2.7). */
export function moveFocus(current: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}

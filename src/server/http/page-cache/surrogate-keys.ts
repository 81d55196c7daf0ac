import { LISTS_KEY } from './page-store';

/** Surrogate-Key values are space-separated; a CDN caps the header (Fastly: 16 KB). */
const MAX_KEYS = 400;

/**
 * Collects the ids a page shows from the results of the operations it ran:
 * stories, people, publications (every object's `id`). Ids are random and
 * unique across tables, so the id alone names what changed.
 */
export function createKeyCollector() {
  const ids = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 12 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    for (const [field, inner] of Object.entries(value)) {
      if (field === 'id' && typeof inner === 'string' && ids.size < MAX_KEYS) ids.add(inner);
      else visit(inner, depth + 1);
    }
  };
  return {
    collect(result: { data?: unknown }): void {
      visit(result.data, 0);
    },
    /** The page's keys; pages listing stories also go when a list may gain or lose one. */
    keys(routeName: string | null): string[] {
      return keysOf(ids, !routeName?.startsWith('ShowPost'));
    },
  };
}

function keysOf(ids: ReadonlySet<string>, listsStories: boolean): string[] {
  return listsStories ? [...ids, LISTS_KEY] : [...ids];
}

/** The keys of an answer built from one value (a feed's stories, an AMP story). */
export function surrogateKeysOf(value: unknown, options: { listsStories: boolean }): string[] {
  const collector = createKeyCollector();
  collector.collect({ data: value });
  return keysOf(
    new Set(collector.keys(null).filter((key) => key !== LISTS_KEY)),
    options.listsStories,
  );
}

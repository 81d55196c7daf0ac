/**
 * What readers see changed: the ids of the stories, people and publications a
 * write touched. Domains announce a change once it is committed; whatever keeps
 * copies of pages (the page cache, a CDN's purge hook) listens.
 */
export interface ContentChange {
  /** Story, user and publication ids (surrogate keys). */
  ids: string[];
  /**
   * Lists of stories may gain or lose one (publish, unpublish, delete,
   * suspension): pages that list stories (home, tags, profiles, publications) go too.
   */
  lists?: boolean;
  /** Everything (site flags, settings that show on every page). */
  everything?: boolean;
}

type Listener = (change: ContentChange) => void;

const listeners = new Set<Listener>();

/** Subscribes; returns the unsubscribe. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after the write committed, so a page rendered next shows it. */
export function announceContentChange(change: ContentChange): void {
  for (const listener of listeners) listener(change);
}

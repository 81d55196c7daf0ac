/**
 * The only dead links the site may have: pages a later capability will
 * serve, each with the capability's name. The link check fails when a link
 * leads anywhere else that does not answer, when a target below starts
 * answering (delete its line: the capability has arrived), and when nothing
 * links to a target below any more (delete its line too). So this list only
 * ever shrinks.
 *
 * A `*` stands for one path segment (a tag's slug, a story's id).
 */
export interface LaterTarget {
  path: string;
  capability: string;
}

export const LATER_TARGETS: readonly LaterTarget[] = [
  { path: '/me/series/drafts', capability: 'series' },
];

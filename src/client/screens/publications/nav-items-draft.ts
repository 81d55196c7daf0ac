import type { NavItemType } from '@shared/content/publication-nav';

/** An item being edited on the navigation settings page, as the mutation takes it. */
export interface DraftItem {
  key: number;
  type: NavItemType;
  title: string;
  target: string;
}

let nextKey = 0;
/** Keys keep each row's inputs (and focus) with it while the list is reordered. */
export const newKey = (): number => (nextKey += 1);

/** The target field's value back from an item's resolved address (the server reads either). */
export function targetOfHref(type: NavItemType, href: string): string {
  const after = (prefix: string) =>
    href.startsWith(prefix) ? decodeURIComponent(href.slice(prefix.length)) : href;
  if (type === 'TAG') return after('/tag/');
  if (type === 'TOPIC_PAGE') return after('/topic/');
  if (type === 'POST' || type === 'EXTERNAL_LINK') return href;
  return '';
}

/** The list with the item at `index` swapped with its neighbour `by` away (±1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const other = index + by;
  if (other < 0 || other >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  return copy;
}

/**
 * Keyset paging for every list: one opaque, microsecond-exact cursor over
 * (timestamp, id), one page-size rule and one way to cut a page.
 * See docs/decisions/023-keyset-paging-and-loaders.md.
 */
export type { Connection } from './connection';
export { connectionOf, emptyConnection, keysetPage } from './connection';
export type { KeysetCursor } from './cursor';
export { decodeCursor, encodeCursor } from './cursor';
export { afterCursor, cursorSlotValues, cursorText } from './keyset-sql';
export { pageSize } from './page-size';
export { keysetList, newestFirst, newestPageSlots, preparedKeysetList } from './keyset-list';

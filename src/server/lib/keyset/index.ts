/**
 * Keyset paging for every list: one opaque, microsecond-exact cursor over
 * (timestamp, id), one page-size rule and one way to cut a page.
 * See docs/decisions/023-keyset-paging-and-loaders.md.
 */
export type { Connection, PageInfo } from './connection';
export { connectionOf, emptyConnection, keysetPage } from './connection';
export type { KeysetCursor } from './cursor';
export { INVALID_CURSOR, decodeCursor, encodeCursor } from './cursor';
export { afterCursor, cursorText } from './keyset-sql';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE, pageSize } from './page-size';

import { BadRequestError } from '@server/lib/app-errors';

/**
 * One page-size rule for every list. A size out of range is refused, not
 * clamped: a client asking for 500 rows has a bug a silent 50 would hide, and
 * the answer names the range so its author can fix it.
 */
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;
const PAGE_SIZE_MESSAGE = `Page size must be between 1 and ${MAX_PAGE_SIZE}.`;

/** The requested size (`first` or `limit`), or the fallback when none was asked. */
export function pageSize(requested: number | null | undefined, fallback = DEFAULT_PAGE_SIZE) {
  const size = requested ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)
    throw new BadRequestError(PAGE_SIZE_MESSAGE);
  return size;
}

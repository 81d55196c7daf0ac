/** The bell shows counts up to this one; above it, '99+'. */
const MAX_SHOWN_UNREAD_COUNT = 99;

/**
 * The unread count as the bell shows it ('7', '99+'), and as its accessible
 * name says it, so what is read out matches what is seen.
 */
export function unreadCountText(count: number): string {
  return count > MAX_SHOWN_UNREAD_COUNT ? `${MAX_SHOWN_UNREAD_COUNT}+` : String(count);
}

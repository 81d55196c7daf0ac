/** A read longer than this after its view is a tab left open: it counts this much. */
export const MAX_READ_SECONDS = 30 * 60;

/** What a text field with a character limit shows (routes-entities-shell §5). */
export interface CountLimitState {
  count: number;
  limit: number;
  /** Over the limit: the count turns the error colour; nothing is blocked. */
  isOver: boolean;
  /** 'count/limit', e.g. '12/100'. */
  text: string;
}

/** Counts characters as people see them (an emoji is one), not UTF-16 units. */
export function countCharacters(value: string): number {
  return Array.from(value).length;
}

export function countLimitState(value: string, limit: number): CountLimitState {
  const count = countCharacters(value);
  return { count, limit, isOver: count > limit, text: `${count}/${limit}` };
}

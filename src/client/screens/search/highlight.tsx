import type { ReactNode } from 'react';

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Marks the words of a text that begin with a word of the query, as the
 * reader typed it (stemmed and corrected matches stay unmarked).
 */
export function highlightWords(text: string, query: string): ReactNode {
  const words = (query.toLowerCase().match(WORD) ?? []).filter((word) => word.length > 1);
  if (words.length === 0) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const lower = match[0].toLowerCase();
    if (!words.some((word) => lower.startsWith(word))) continue;
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(<mark key={start}>{match[0]}</mark>);
    last = start + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** Longer queries are cut, not refused (a paste of a paragraph still searches). */
export const MAX_QUERY_LENGTH = 256;
/** Words a query may hold; the rest of a very long query is not looked up. */
const MAX_WORDS = 8;
/** Below this length a word is taken as typed: too short to guess what was meant. */
const ONE_EDIT_FROM = 5;
const TWO_EDITS_FROM = 9;

export interface SearchQuery {
  /** The query as searched: trimmed, cut to MAX_QUERY_LENGTH. */
  text: string;
  /** Lower-cased words, in order; syntax characters only separate them. */
  words: string[];
  /** True when the last word may still be growing (the reader is typing it). */
  lastWordIsPrefix: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Reads what the reader typed. Every character that is not a letter or a
 * digit separates words, so quotes, colons, ampersands and the like are
 * treated as text and can never change the meaning of the query.
 */
export function parseSearchQuery(raw: string, options: { prefix: boolean }): SearchQuery {
  const text = raw.slice(0, MAX_QUERY_LENGTH).trim();
  const words = (text.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS);
  const endsInWord = /[\p{L}\p{N}]$/u.test(text);
  return { text, words, lastWordIsPrefix: options.prefix && endsInWord && words.length > 0 };
}

/** How many edits a word of this length may be away from what it matches. */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (length >= TWO_EDITS_FROM) return 2;
  if (length >= ONE_EDIT_FROM) return 1;
  return 0;
}

/**
 * The full-text query: every word must match, each word or one of its
 * corrections; the word being typed also matches as a prefix. Words hold only
 * letters and digits, so the string cannot carry tsquery syntax of its own.
 */
export function toTsQuery(query: SearchQuery, corrections: ReadonlyMap<string, string[]>): string {
  return query.words
    .map((word, index) => {
      const isPrefix = query.lastWordIsPrefix && index === query.words.length - 1;
      const alternatives = [isPrefix ? `${word}:*` : word, ...(corrections.get(word) ?? [])];
      return `(${[...new Set(alternatives)].join(' | ')})`;
    })
    .join(' & ');
}

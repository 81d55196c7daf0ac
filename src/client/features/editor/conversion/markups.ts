import type { Markup } from '../../../../shared/content/paragraph-model';
import { MARKUP_ORDER } from './doc-types';
import type { EditableMarkupType } from './doc-types';

/**
 * Markups in normal form. The model can say the same thing several ways
 * (overlapping or adjacent ranges of one type, ranges past the text, links
 * over links); the editor keeps one: per character, a set of marks. So:
 *
 * - only STRONG, EM, CODE and A (with an href) are kept;
 * - ranges are clipped to the text; empty ranges are dropped;
 * - overlapping or touching ranges of one type merge (for A only with the same href);
 * - where links overlap, the later markup in the list wins;
 * - the result is sorted by start, then end, then A, STRONG, EM, CODE.
 */
export interface CharacterMarks {
  strong: boolean;
  em: boolean;
  code: boolean;
  href: string | null;
}

const EDITABLE = new Set<string>(MARKUP_ORDER);

function emptyMarks(): CharacterMarks {
  return { strong: false, em: false, code: false, href: null };
}

/** The marks of every character of a text of `length` characters. */
export function marksPerCharacter(length: number, markups: readonly Markup[]): CharacterMarks[] {
  const chars = Array.from({ length }, emptyMarks);
  for (const markup of markups) {
    if (!EDITABLE.has(markup.type)) continue;
    if (markup.type === 'A' && !markup.href) continue;
    const end = Math.min(markup.end, length);
    for (let index = Math.max(0, markup.start); index < end; index += 1) {
      const char = chars[index];
      if (!char) continue;
      if (markup.type === 'STRONG') char.strong = true;
      else if (markup.type === 'EM') char.em = true;
      else if (markup.type === 'CODE') char.code = true;
      else char.href = markup.href ?? null;
    }
  }
  return chars;
}

function keyOf(type: EditableMarkupType, char: CharacterMarks): string | null {
  if (type === 'A') return char.href;
  if (type === 'STRONG') return char.strong ? 'on' : null;
  if (type === 'EM') return char.em ? 'on' : null;
  return char.code ? 'on' : null;
}

/** Maximal ranges from per-character marks, in normal-form order. */
export function markupsFromCharacters(chars: readonly CharacterMarks[]): Markup[] {
  const markups: Markup[] = [];
  for (const type of MARKUP_ORDER) {
    let start = 0;
    let current: string | null = null;
    for (let index = 0; index <= chars.length; index += 1) {
      const char = chars[index];
      const key = char ? keyOf(type, char) : null;
      if (key === current) continue;
      if (current !== null) markups.push(rangeOf(type, start, index, current));
      current = key;
      start = index;
    }
  }
  return sortMarkups(markups);
}

function rangeOf(type: EditableMarkupType, start: number, end: number, key: string): Markup {
  return type === 'A' ? { type, start, end, href: key } : { type, start, end };
}

export function sortMarkups(markups: Markup[]): Markup[] {
  const rank = (markup: Markup) => MARKUP_ORDER.indexOf(markup.type as EditableMarkupType);
  return markups.sort((a, b) => a.start - b.start || a.end - b.end || rank(a) - rank(b));
}

/** The normal form of a paragraph's markups (see above). */
export function normaliseMarkups(text: string, markups: readonly Markup[]): Markup[] {
  return markupsFromCharacters(marksPerCharacter(text.length, markups));
}

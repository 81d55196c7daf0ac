import { normaliseMarkupRanges } from '@shared/content/markup-normal-form';
import type { Markup } from '@shared/content/paragraph-model';
import { MARKUP_ORDER } from './doc-types';
import type { EditableMarkupType } from './doc-types';

/**
 * The editor holds, per character, a set of marks: the normal form of stored
 * markups (shared/content/markup-normal-form.ts) restricted to the marks it
 * writes. So only STRONG, EM, CODE and A (with an href) are kept, clipped,
 * merged, the later link winning where links overlap (a link cut in two keeps
 * its first part), sorted by start, end, then A, STRONG, EM, CODE.
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

/** The markups the editor holds, without the fields it does not keep. */
function editableMarkups(markups: readonly Markup[]): Markup[] {
  return markups
    .filter((markup) => EDITABLE.has(markup.type))
    .map(({ type, start, end, href }): Markup =>
      type === 'A' ? { type, start, end, href } : { type, start, end },
    );
}

/** The marks of every character of a text of `length` characters. */
export function marksPerCharacter(length: number, markups: readonly Markup[]): CharacterMarks[] {
  const chars = Array.from({ length }, emptyMarks);
  // In normal form a character carries at most one range of each type.
  for (const markup of normaliseMarkupRanges(length, editableMarkups(markups))) {
    for (let index = markup.start; index < markup.end; index += 1) {
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

function sortMarkups(markups: Markup[]): Markup[] {
  const rank = (markup: Markup) => MARKUP_ORDER.indexOf(markup.type as EditableMarkupType);
  return markups.sort((a, b) => a.start - b.start || a.end - b.end || rank(a) - rank(b));
}

/** The normal form of a paragraph's markups as the editor holds them (see above). */
export function normaliseMarkups(text: string, markups: readonly Markup[]): Markup[] {
  return normaliseMarkupRanges(text.length, editableMarkups(markups));
}

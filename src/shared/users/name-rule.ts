/**
 * The one rule for people's names, wherever a name enters: e-mail sign-up,
 * social sign-up (the provider's name), profile editing and the test-only
 * session route. The limit lives with the other shared limits; the settings
 * counter shows it.
 */
import { NAME_LIMIT } from '../limits';

const NAME_TEXTS = {
  required: 'Please enter your name.',
  tooLong: (limit: number) => `Names may be at most ${limit} characters long.`,
  invisibleCharacters: 'Please remove the invisible control characters.',
} as const;

// Control characters, zero-width characters, bidirectional overrides and
// isolates (which reorder the text around a name, in pages and in mail
// subjects), word joiners and the byte-order mark.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'g');

/** Characters as people count them (an emoji is one), matching the count/limit field. */
export const characterCount = (value: string): number => Array.from(value).length;

/** Line breaks and runs of spaces become one space; ends are trimmed. */
const collapseSpaces = (value: string) => value.replace(/[\r\n\t ]+/g, ' ').trim();

export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

/** A name someone typed: normalised, or the reason it is refused. */
export function checkName(raw: string): NameCheck {
  const name = collapseSpaces(raw);
  if (name.length === 0) return { ok: false, message: NAME_TEXTS.required };
  if (characterCount(name) > NAME_LIMIT) {
    return { ok: false, message: NAME_TEXTS.tooLong(NAME_LIMIT) };
  }
  if (INVISIBLE.test(name)) return { ok: false, message: NAME_TEXTS.invisibleCharacters };
  return { ok: true, name };
}

/**
 * A name from elsewhere (a sign-in provider's profile) that nobody can fix
 * on the spot: invisible characters dropped, spaces collapsed, clipped to
 * the limit. Null when nothing visible is left.
 */
export function normaliseName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // Line breaks become spaces first; what is left invisible simply goes.
  const visible = collapseSpaces(collapseSpaces(raw).replace(INVISIBLE_ALL, ''));
  const clipped = Array.from(visible).slice(0, NAME_LIMIT).join('').trim();
  return clipped || null;
}

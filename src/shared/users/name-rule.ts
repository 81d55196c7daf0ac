/**
 * The one rule for displayed names, wherever a name enters: people's (e-mail
 * sign-up, social sign-up (the provider's name), profile editing, the
 * test-only session route), publications' and newsletters'. The limit lives with the other shared limits; the settings
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
// Half of a surrogate pair: no character at all, and mangled by every encoder.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'g');

/** Characters as people count them (an emoji is one), matching the count/limit field. */
export const characterCount = (value: string): number => Array.from(value).length;

/** Line breaks and runs of spaces become one space; ends are trimmed. */
const collapseSpaces = (value: string) => value.replace(/[\r\n\t ]+/g, ' ').trim();

export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

/** What a kind of displayed name allows and says: a person's, a publication's, a newsletter's. */
export interface DisplayedNameRule {
  limit: number;
  required: string;
  tooLong: string;
}

/** A person's name: sign-up, social sign-up, profile editing. */
export const PERSON_NAME: DisplayedNameRule = {
  limit: NAME_LIMIT,
  required: NAME_TEXTS.required,
  tooLong: NAME_TEXTS.tooLong(NAME_LIMIT),
};

/**
 * The one rule for every name shown to others: spaces collapsed, not empty,
 * within its limit, and nothing invisible or malformed in it (control,
 * zero-width and bidirectional characters, or half of a surrogate pair).
 */
export function checkDisplayedName(raw: string, rule: DisplayedNameRule): NameCheck {
  const name = collapseSpaces(raw);
  if (name.length === 0) return { ok: false, message: rule.required };
  if (characterCount(name) > rule.limit) return { ok: false, message: rule.tooLong };
  if (INVISIBLE.test(name) || LONE_SURROGATE.test(name))
    return { ok: false, message: NAME_TEXTS.invisibleCharacters };
  return { ok: true, name };
}

/** A person's name someone typed: normalised, or the reason it is refused. */
export function checkName(raw: string): NameCheck {
  return checkDisplayedName(raw, PERSON_NAME);
}

/**
 * A name from elsewhere (a sign-in provider's profile) that nobody can fix
 * on the spot: invisible characters dropped, spaces collapsed, clipped to
 * the limit. Null when nothing visible is left.
 */
export function normaliseName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // Line breaks become spaces first; what is left invisible simply goes.
  const visible = collapseSpaces(
    collapseSpaces(raw).replace(INVISIBLE_ALL, '').replace(LONE_SURROGATE_ALL, ''),
  );
  const clipped = Array.from(visible).slice(0, NAME_LIMIT).join('').trim();
  return clipped || null;
}

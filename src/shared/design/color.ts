/**
 * Colour strings a publisher may type, read into one normal form (#rrggbb,
 * lower case) so that everything after this point compares and stores one
 * shape, and nothing but a validated hex colour ever reaches a page.
 *
 * The split between the spec's two messages:
 * - 'Invalid color string': the text has a colour's shape but breaks it, or no
 *   shape at all: empty, a '#' not followed by exactly 3 or 6 hex digits,
 *   an rgb() whose parts are not three integers from 0 to 255, or anything with
 *   characters no colour is written with.
 * - 'Unrecognized or invalid color string': a well-formed word (letters only)
 *   that is not one of the colour names below: "bleu", "darkish".
 * Only the sixteen basic names plus orange are known; any other colour is
 * written as hex or rgb().
 */
const COLOR_TEXTS = {
  invalid: 'Invalid color string',
  unrecognized: 'Unrecognized or invalid color string',
} as const;

const NAMED_COLORS: Readonly<Record<string, string>> = {
  black: '#000000',
  silver: '#c0c0c0',
  gray: '#808080',
  grey: '#808080',
  white: '#ffffff',
  maroon: '#800000',
  red: '#ff0000',
  purple: '#800080',
  fuchsia: '#ff00ff',
  green: '#008000',
  lime: '#00ff00',
  olive: '#808000',
  yellow: '#ffff00',
  navy: '#000080',
  blue: '#0000ff',
  teal: '#008080',
  aqua: '#00ffff',
  orange: '#ffa500',
};

const SHORT_HEX = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/;
const LONG_HEX = /^#[0-9a-f]{6}$/;
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/;
const WORD = /^[a-z]+$/;

const hexByte = (value: number) => value.toString(16).padStart(2, '0');

function fromRgb(text: string): string | null {
  const parts = RGB.exec(text);
  if (!parts) return null;
  const channels = parts.slice(1, 4).map(Number);
  if (channels.some((channel) => channel > 255)) return null;
  return `#${channels.map(hexByte).join('')}`;
}

/** The colour as #rrggbb; throws with one of the spec's two messages otherwise. */
export function parseColor(input: string): string {
  const text = input.trim().toLowerCase();
  if (LONG_HEX.test(text)) return text;
  const short = SHORT_HEX.exec(text);
  if (short)
    return `#${short
      .slice(1, 4)
      .map((digit) => digit + digit)
      .join('')}`;
  if (text.startsWith('rgb')) {
    const rgb = fromRgb(text);
    if (rgb) return rgb;
    throw new Error(COLOR_TEXTS.invalid);
  }
  if (WORD.test(text)) {
    const named = NAMED_COLORS[text];
    if (named) return named;
    throw new Error(COLOR_TEXTS.unrecognized);
  }
  throw new Error(COLOR_TEXTS.invalid);
}

/** The same check for a form field: the message, or null when the colour reads. */
export function colorError(input: string): string | null {
  try {
    parseColor(input);
    return null;
  } catch (failure) {
    return failure instanceof Error ? failure.message : COLOR_TEXTS.invalid;
  }
}

/** Red, green and blue (0–255) of a normal-form colour. */
export function channelsOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour `amount` (0–1) of the way from `from` to `to`, as #rrggbb. */
export function mixColors(from: string, to: string, amount: number): string {
  const start = channelsOf(from);
  const end = channelsOf(to);
  return `#${start.map((channel, index) => hexByte(Math.round(channel + ((end[index] ?? 0) - channel) * amount))).join('')}`;
}

import { z } from 'zod';
import { BIO_LIMIT } from '@shared/limits';
import { characterCount, checkName } from '@shared/users/name-rule';
import { PROFILE_TEXTS } from './profile-editing.texts';

// The limits are shared with the settings screen's counters (src/shared/limits.ts);
// names follow the shared name rule (src/shared/users/name-rule.ts).

// A bio may keep its line breaks, never other control or invisible characters.
const BIO_CONTROL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/;

const bioSchema = z
  .string()
  .transform((value) =>
    value
      .replace(/\r\n?/g, '\n')
      .trim()
      // At most one blank line between paragraphs of a short bio.
      .replace(/\n{3,}/g, '\n\n'),
  )
  .refine((value) => characterCount(value) <= BIO_LIMIT, PROFILE_TEXTS.bioTooLong(BIO_LIMIT))
  .refine((value) => !BIO_CONTROL.test(value), PROFILE_TEXTS.controlCharacters);

type ProfileFieldName = 'NAME' | 'BIO';

export type ProfileInputCheck =
  { ok: true; name: string; bio: string } | { ok: false; field: ProfileFieldName; message: string };

/** Normalises name and bio, or says which field breaks which rule (the name first). */
export function checkProfileInput(input: { name: string; bio: string }): ProfileInputCheck {
  const name = checkName(input.name);
  if (!name.ok) return { ok: false, field: 'NAME', message: name.message };
  const bio = bioSchema.safeParse(input.bio);
  if (!bio.success) return { ok: false, field: 'BIO', message: bio.error.issues[0]?.message ?? '' };
  return { ok: true, name: name.name, bio: bio.data };
}

/** Only raster uploads (media-id.ts) may be a picture: never SVG or built-in art. */
export const uploadedImageIdSchema = z.string().regex(/^[0-9a-f]{32}\.(jpeg|png|gif|webp|avif)$/);

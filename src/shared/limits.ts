/**
 * Limits the server enforces and the client shows (counters, caps, help
 * texts): one definition so the two never disagree. The spec names the clap
 * cap; the others follow what readers of this class of product expect.
 */

/** Medium's rule (spec §3.1): a reader gives a story at most 50 claps. */
export const MAX_CLAPS_PER_READER = 50;

/** A private note or a reply to one, in characters. */
export const NOTE_LIMIT = 500;

/** A person's display name, in characters as people count them (src/shared/users/name-rule.ts). */
export const NAME_LIMIT = 50;

/** A profile's bio, in characters as people count them. */
export const BIO_LIMIT = 160;

/** Usernames: 3 to 30 letters, numbers, dots and underscores. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_CHARACTERS = /^[a-zA-Z0-9_.]+$/;

/** The profile's character limits, as the server enforces them (profile-editing.validation.ts). */
export const NAME_LIMIT = 50;
export const BIO_LIMIT = 160;

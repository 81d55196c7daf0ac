/** The profile's character limits, as the server enforces them (profile-editing.validation.ts). */
export { NAME_LIMIT } from '@shared/users/name-rule';
export const BIO_LIMIT = 160;

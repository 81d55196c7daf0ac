import { ROUTE_FIRST_SEGMENTS } from '@shared/routing/route-segments';
import { PUBLICATION_TEXTS } from './publications.texts';

/**
 * Words a publication address may not take: the product's own short paths
 * and every first segment of the route table (so a slug never shadows a page).
 */
const RESERVED_SLUGS = new Set([
  'me',
  'm',
  'p',
  's',
  '_',
  'c',
  'tag',
  'topic',
  'search',
  'about',
  ...ROUTE_FIRST_SEGMENTS,
]);

const SLUG_CHARACTERS = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const SLUG_MIN_LENGTH = 2;
const SLUG_MAX_LENGTH = 50;

/** A slug as typed, made comparable: trimmed and lower-cased (slugs are case-insensitive). */
export const normalizeSlug = (slug: string): string => slug.trim().toLowerCase();

/** The first rule a chosen slug breaks, or null when it may be used (uniqueness aside). */
export function slugProblem(slug: string): string | null {
  if (RESERVED_SLUGS.has(slug)) return PUBLICATION_TEXTS.slugReserved;
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH)
    return PUBLICATION_TEXTS.slugLength;
  if (!SLUG_CHARACTERS.test(slug)) return PUBLICATION_TEXTS.slugCharacters;
  return null;
}

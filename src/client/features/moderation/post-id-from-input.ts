import { extractPostId } from '@shared/routing/links';

/**
 * The story id in what staff paste: a bare id, a story URL (/p/{id},
 * /@user/title-{id}, a publication's /slug/title-{id}), with or without the
 * origin, a query or /edit. Null when nothing in it can be an id.
 */
export function postIdFromInput(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  let path = trimmed;
  try {
    path = new URL(trimmed, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const segments = path.split('/').filter((segment) => segment && segment !== 'edit');
  const last = segments.at(-1);
  if (!last) return null;
  const id = extractPostId({ postIdOrSlug: decodeURIComponent(last).toLowerCase() });
  return id && id.length >= 8 && id.length <= 32 ? id : null;
}

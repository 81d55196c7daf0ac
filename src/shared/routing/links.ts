import { getRoute } from './route-table';

/**
 * Path of a named route with its params filled in and URL-encoded. Every
 * param of the path is required (spec §2.1); an empty value counts as missing.
 */
export function buildRoutePath(name: string, params: Record<string, string> = {}): string {
  const { path } = getRoute(name);
  let missing = false;
  const filled = path.replace(/(@?)\{(\w+)\}/g, (_, at: string, key: string) => {
    const value = params[key];
    if (!value) {
      missing = true;
      return '';
    }
    return at + encodeURIComponent(value);
  });
  if (missing) throw new Error('One or more required param(s) not provided');
  return filled;
}

// Order matters: a slug param carries more context than a bare id (spec §2.5).
const POST_ID_PARAMS = ['postIdOrSlug', 'postSlug', 'postId'] as const;

/**
 * The post id inside a route param: the trailing lowercase hex run after the
 * last dash ('my-story-1a2b3c' → '1a2b3c'; a bare id returns itself).
 */
export function extractPostId(params: Record<string, string | undefined>): string | null {
  const value = POST_ID_PARAMS.map((key) => params[key]).find((candidate) => !!candidate);
  if (!value) return null;
  const tail = value.slice(value.lastIndexOf('-') + 1);
  return /[0-9a-f]+$/.exec(tail)?.[0] ?? null;
}

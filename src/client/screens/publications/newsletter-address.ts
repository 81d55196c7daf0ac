import type { ScreenProps } from '../screen';

interface WithNewsletter<N> {
  collectionBySlug?: { newsletterV3?: N | null } | null;
}

/**
 * The newsletter a page's address names (/{collectionSlug}/newsletters/{newsletterSlug}),
 * or null when the publication has none at that slug: the page is then a 404.
 */
export function newsletterAtAddress<N extends { slug: string }>(
  data: WithNewsletter<N> | undefined,
  params: ScreenProps['params'],
): N | null {
  const newsletter = data?.collectionBySlug?.newsletterV3;
  const wanted = (params.newsletterSlug ?? '').toLowerCase();
  return newsletter && newsletter.slug === wanted ? newsletter : null;
}

/** A schema.org Article (the server-side twin of the story page's JSON-LD). */
export function articleJsonLd(input: {
  headline: string;
  url: string;
  image: string | null;
  datePublished: string | null;
  dateModified: string;
  author: { name: string; url: string };
  publisher: { name: string; url: string };
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    url: input.url,
    mainEntityOfPage: input.url,
    ...(input.image ? { image: [input.image] } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    dateModified: input.dateModified,
    author: { '@type': 'Person', ...input.author },
    publisher: { '@type': 'Organization', ...input.publisher },
  };
}

/**
 * Structured page metadata a screen hands to the document. Values are plain
 * text; the document escapes them (attributes) or serialises them safely (JSON-LD).
 */
export interface HeadMeta {
  /** Absolute URL of the canonical page. */
  canonical?: string | null;
  /** e.g. 'noindex' for unlisted stories. */
  robots?: string | null;
  /** <meta property="…"> pairs: OpenGraph and article:*. */
  properties?: ReadonlyArray<readonly [string, string]>;
  /** <meta name="…"> pairs: Twitter cards and the like. */
  names?: ReadonlyArray<readonly [string, string]>;
  /** Extra <link> elements: the AMP version, RSS feeds. */
  links?: ReadonlyArray<{ rel: string; href: string; type?: string; title?: string }>;
  /** A schema.org object, rendered as application/ld+json. */
  jsonLd?: Record<string, unknown> | null;
}

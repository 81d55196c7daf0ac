import type { Markup, Paragraph } from '@shared/content/paragraph-model';

/** A paragraph as the API returns it: nulls for absent fields, __typename added by the cache. */
export interface ServerParagraph {
  name: string;
  type: Paragraph['type'];
  text: string;
  layout?: string | null;
  markups: ReadonlyArray<{
    type: Markup['type'];
    start: number;
    end: number;
    href?: string | null;
  }>;
  metadata?: {
    id: string;
    originalWidth: number;
    originalHeight: number;
    focusPercentX?: number | null;
    focusPercentY?: number | null;
    alt?: string | null;
  } | null;
  iframe?: { src: string; width: number; height: number } | null;
  mixtapeMetadata?: { href: string; thumbnailImageId?: string | null } | null;
}

const LAYOUTS = new Set(['INSET_CENTER', 'OUTSET_CENTER', 'FULL_WIDTH']);

/** The model paragraph (no nulls, no __typename) for an API paragraph. */
export function paragraphFromServer(source: ServerParagraph): Paragraph {
  const paragraph: Paragraph = {
    name: source.name,
    type: source.type,
    text: source.text,
    markups: source.markups.map(({ type, start, end, href }) =>
      href ? { type, start, end, href } : { type, start, end },
    ),
  };
  if (source.layout && LAYOUTS.has(source.layout))
    paragraph.layout = source.layout as NonNullable<Paragraph['layout']>;
  const meta = source.metadata;
  if (meta) {
    paragraph.metadata = {
      id: meta.id,
      originalWidth: meta.originalWidth,
      originalHeight: meta.originalHeight,
    };
    // The API reports the 50/50 default for images that never chose a focus.
    if (typeof meta.focusPercentX === 'number')
      paragraph.metadata.focusPercentX = meta.focusPercentX;
    if (typeof meta.focusPercentY === 'number')
      paragraph.metadata.focusPercentY = meta.focusPercentY;
    if (meta.alt) paragraph.metadata.alt = meta.alt;
  }
  if (source.iframe) {
    const { src, width, height } = source.iframe;
    paragraph.iframe = { src, width, height };
  }
  if (source.mixtapeMetadata) {
    const { href, thumbnailImageId } = source.mixtapeMetadata;
    paragraph.mixtapeMetadata = thumbnailImageId ? { href, thumbnailImageId } : { href };
  }
  return paragraph;
}

import { z } from 'zod';
import { MARKUP_TYPES, PARAGRAPH_TYPES } from '../enums';
import { MAX_MARKUPS_PER_PARAGRAPH } from './paragraph-limits';

/**
 * The story content model: an ordered list of typed paragraphs, each with
 * plain text and character-range markups. Content is never stored or
 * rendered as HTML, so user content cannot inject markup.
 */
const markupSchema = z
  .object({
    type: z.enum(MARKUP_TYPES),
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    href: z.string().max(2048).optional(),
    userId: z.string().max(64).optional(),
  })
  .refine((markup) => markup.end >= markup.start, { message: 'markup end precedes start' });

const imageMetadataSchema = z.object({
  id: z.string().min(1).max(200),
  originalWidth: z.number().int().positive(),
  originalHeight: z.number().int().positive(),
  focusPercentX: z.number().min(0).max(100).optional(),
  focusPercentY: z.number().min(0).max(100).optional(),
  alt: z.string().max(1000).optional(),
});

const paragraphSchema = z.object({
  /** Stable per-paragraph name: highlights and notes anchor to it. */
  name: z.string().min(1).max(32),
  type: z.enum(PARAGRAPH_TYPES),
  text: z.string().max(100_000),
  markups: z.array(markupSchema).max(MAX_MARKUPS_PER_PARAGRAPH).default([]),
  layout: z.enum(['INSET_CENTER', 'OUTSET_CENTER', 'FULL_WIDTH']).optional(),
  metadata: imageMetadataSchema.optional(),
  iframe: z.object({ src: z.url(), width: z.number().int(), height: z.number().int() }).optional(),
  mixtapeMetadata: z
    .object({ href: z.url(), thumbnailImageId: z.string().max(200).optional() })
    .optional(),
});

export const postContentSchema = z.object({
  paragraphs: z.array(paragraphSchema).max(5000),
});

export type Markup = z.infer<typeof markupSchema>;
export type Paragraph = z.infer<typeof paragraphSchema>;
export type ImageMetadata = z.infer<typeof imageMetadataSchema>;
export type PostContent = z.infer<typeof postContentSchema>;

const WORDS_PER_MINUTE = 265;
const SECONDS_PER_IMAGE = 12;

/** Reading time in minutes: words at 265 per minute plus 12 s per image. */
export function computeReadingTime(content: PostContent): { minutes: number; wordCount: number } {
  let wordCount = 0;
  let images = 0;
  for (const paragraph of content.paragraphs) {
    if (paragraph.type === 'IMG') images += 1;
    wordCount += paragraph.text.split(/\s+/).filter(Boolean).length;
  }
  const minutes = wordCount / WORDS_PER_MINUTE + (images * SECONDS_PER_IMAGE) / 60;
  return { minutes, wordCount };
}

import { z } from 'zod';
import { formatIssues } from '@shared/content/content-input';
import { LICENSES, MAX_SUBTITLE_LENGTH, MAX_TITLE_LENGTH } from '@shared/content/post-enums';
import type { PostContent } from '@shared/content/paragraph-model';
import { checkWebUrl } from '@shared/content/safe-url';
import { POST_VISIBILITIES } from '@shared/enums';
import type { PostRow } from '@server/db/schema/posts';
import { BadRequestError } from '@server/lib/app-errors';
import { POST_TEXTS } from './posts.texts';
import { normaliseTags } from './tags.service';
import type { TagInput } from './tags.service';

/**
 * Story settings as the publish dialog and the settings page send them.
 * Absent or null means "leave as it is"; an empty string clears a text.
 */
const percent = z.number().min(0).max(100);
const clearable = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value));

const canonicalUrl = z
  .string()
  .trim()
  .max(2048)
  .superRefine((value, ctx) => {
    if (value === '') return;
    const check = checkWebUrl(value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.reason });
  })
  .transform((value) => (value === '' ? null : value));

export const postSettingsSchema = z.object({
  tags: z.array(z.string().max(100)).max(50).optional(),
  visibility: z.enum(POST_VISIBILITIES).optional(),
  license: z.enum(LICENSES).optional(),
  previewTitle: clearable(MAX_TITLE_LENGTH).optional(),
  previewSubtitle: clearable(MAX_SUBTITLE_LENGTH).optional(),
  previewImageId: clearable(200).optional(),
  focusPercentX: percent.optional(),
  focusPercentY: percent.optional(),
  seoTitle: clearable(120).optional(),
  seoDescription: clearable(320).optional(),
  canonicalUrl: canonicalUrl.optional(),
});

export const publishInputSchema = postSettingsSchema
  .pick({
    tags: true,
    visibility: true,
    license: true,
    previewTitle: true,
    previewSubtitle: true,
    previewImageId: true,
    focusPercentX: true,
    focusPercentY: true,
  })
  .extend({ publishAt: z.coerce.date().optional() });

type SettingsValues = z.infer<typeof postSettingsSchema>;
export type ParsedSettings = { columns: Partial<PostRow>; tags: TagInput[] | null };

/** GraphQL sends null for omitted optional input fields; zod treats them as absent. */
export function withoutNulls(input: object | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value != null));
}

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new BadRequestError(formatIssues(result.error));
  return result.data;
}

function imageIds(content: PostContent): Set<string> {
  return new Set(
    content.paragraphs.flatMap((paragraph) =>
      paragraph.type === 'IMG' && paragraph.metadata ? [paragraph.metadata.id] : [],
    ),
  );
}

/** Turns parsed settings into column values; the preview image must be one of the story's. */
export function settingsToColumns(values: SettingsValues, post: PostRow): ParsedSettings {
  const { tags, ...columns } = values;
  if (columns.previewImageId) {
    const known = imageIds(post.content);
    if (post.draftContent) for (const id of imageIds(post.draftContent)) known.add(id);
    if (!known.has(columns.previewImageId))
      throw new BadRequestError(POST_TEXTS.unknownPreviewImage);
  }
  return { columns, tags: tags ? normaliseTags(tags) : null };
}

/** The first image of the content, the default preview when the author chose none. */
export function firstImageId(content: PostContent): string | null {
  return content.paragraphs.find((paragraph) => paragraph.type === 'IMG')?.metadata?.id ?? null;
}

/** GraphQL nulls in paragraph input become absent fields, as the content model stores them. */
export function contentInput(content: { paragraphs?: ReadonlyArray<object> } | null | undefined) {
  return {
    paragraphs: (content?.paragraphs ?? []).map((paragraph) => {
      const clean = withoutNulls(paragraph);
      if (Array.isArray(clean.markups))
        clean.markups = clean.markups.map((markup: object) => withoutNulls(markup));
      for (const key of ['metadata', 'iframe', 'mixtapeMetadata'])
        if (clean[key]) clean[key] = withoutNulls(clean[key]);
      return clean;
    }),
  };
}

import { storyImages as imagesOfParagraphs } from '@shared/content/story-images';
import type { StoryImage } from '@shared/content/story-images';
import type { License } from '@shared/content/post-enums';
import type { PostSettingsInput } from '@client/graphql/generated/graphql';
import type { SettingsDraft } from './post-settings-query';
import { POST_SETTINGS_TEXTS } from './texts';

export const SEO_TITLE_LIMIT = 100;
export const SEO_DESCRIPTION_LIMIT = 160;
export const PREVIEW_TITLE_LIMIT = 100;
export const PREVIEW_SUBTITLE_LIMIT = 140;

export type Visibility = 'PUBLIC' | 'UNLISTED' | 'LOCKED';
export const VISIBILITIES: readonly Visibility[] = ['PUBLIC', 'UNLISTED', 'LOCKED'];

export interface SettingsFormState {
  previewTitle: string;
  previewSubtitle: string;
  previewImageId: string | null;
  focusPercentX: number;
  focusPercentY: number;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  canonicalUrl: string;
  license: License;
  visibility: Visibility;
}

/** The images of the draft's body, in order; one of them may become the preview image. */
export function storyImages(draft: Pick<SettingsDraft, 'content'>): StoryImage[] {
  return imagesOfParagraphs(draft.content.paragraphs);
}

export function initialSettings(draft: Pick<SettingsDraft, 'post'>): SettingsFormState {
  const { post } = draft;
  return {
    previewTitle: post.previewTitle,
    previewSubtitle: post.previewSubtitle,
    previewImageId: post.previewImage?.id ?? null,
    focusPercentX: post.previewImage?.focusPercentX ?? 50,
    focusPercentY: post.previewImage?.focusPercentY ?? 50,
    tags: post.tags.map((tag) => tag.displayTitle),
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
    canonicalUrl: post.canonicalUrl ?? '',
    license: post.license,
    visibility: post.visibility,
  };
}

/** Empty strings clear a setting; the image '' clears the preview image. */
export function settingsInput(state: SettingsFormState): PostSettingsInput {
  return {
    previewTitle: state.previewTitle.trim(),
    previewSubtitle: state.previewSubtitle.trim(),
    previewImageId: state.previewImageId ?? '',
    ...(state.previewImageId
      ? { focusPercentX: state.focusPercentX, focusPercentY: state.focusPercentY }
      : {}),
    tags: state.tags,
    seoTitle: state.seoTitle.trim(),
    seoDescription: state.seoDescription.trim(),
    canonicalUrl: state.canonicalUrl.trim(),
    license: state.license,
    visibility: state.visibility,
  };
}

/** A message for a canonical link the server would refuse; null when it is fine or empty. */
export function canonicalUrlProblem(value: string): string | null {
  const url = value.trim();
  if (!url) return null;
  if (!/^https?:\/\/[^\s/]+/i.test(url) || /\s/.test(url))
    return POST_SETTINGS_TEXTS.canonicalUrlInvalid;
  return null;
}

/** Which field a BadRequest message is about ('canonicalUrl: …'), and the message without it. */
export function splitServerMessage(message: string): { field: string | null; text: string } {
  const match = /^(\w+): (.*)$/s.exec(message);
  if (!match?.[1] || match[2] === undefined) return { field: null, text: message };
  return { field: match[1], text: match[2] };
}

import { storyImages } from '@shared/content/story-images';
import type { Paragraph } from '@shared/content/paragraph-model';
import { MAX_TAGS_PER_POST, MAX_TAG_LENGTH } from '@shared/content/post-enums';
import type { License } from '@shared/content/post-enums';
import { PUBLISH_TEXTS } from '../texts';

export type Visibility = 'PUBLIC' | 'UNLISTED' | 'LOCKED';

export interface PublishFormState {
  previewTitle: string;
  previewSubtitle: string;
  previewImageId: string | null;
  focusPercentX: number;
  focusPercentY: number;
  tags: string[];
  visibility: Visibility;
  license: License;
  when: 'now' | 'later';
  /** datetime-local value, local time. */
  scheduleAt: string;
}

/** Adds the comma-separated topics of `input`; duplicates (any case) and extras past 5 are ignored. */
export function addTags(tags: readonly string[], input: string): string[] {
  const next = [...tags];
  for (const raw of input.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ').slice(0, MAX_TAG_LENGTH);
    if (!tag || next.length >= MAX_TAGS_PER_POST) continue;
    if (next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) continue;
    next.push(tag);
  }
  return next;
}

/** The publishAt to send, or an error for a time that is not in the future. */
export function scheduleFor(
  state: Pick<PublishFormState, 'when' | 'scheduleAt'>,
  now: Date,
): { ok: true; publishAt: string | null } | { ok: false; message: string } {
  if (state.when === 'now') return { ok: true, publishAt: null };
  const at = new Date(state.scheduleAt);
  if (!state.scheduleAt || Number.isNaN(at.getTime()) || at.getTime() <= now.getTime())
    return { ok: false, message: PUBLISH_TEXTS.scheduleInPast };
  return { ok: true, publishAt: at.toISOString() };
}

/** A datetime-local value (local time, minutes) for `date`. */
export function toLocalInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

export function initialPublishState(options: {
  title: string;
  subtitle: string;
  paragraphs: readonly Paragraph[];
  saved?: Partial<PublishFormState> | null;
}): PublishFormState {
  const firstImage = storyImages(options.paragraphs)[0];
  const firstText = options.paragraphs.find((p) => p.type === 'P' && p.text.trim());
  const saved = options.saved ?? {};
  return {
    previewTitle: saved.previewTitle || options.title,
    previewSubtitle:
      saved.previewSubtitle || options.subtitle || firstText?.text.slice(0, 140) || '',
    previewImageId: saved.previewImageId ?? firstImage?.id ?? null,
    focusPercentX: saved.focusPercentX ?? 50,
    focusPercentY: saved.focusPercentY ?? 50,
    tags: saved.tags ?? [],
    visibility: saved.visibility ?? 'PUBLIC',
    license: saved.license ?? 'ALL_RIGHTS_RESERVED',
    when: 'now',
    scheduleAt: '',
  };
}

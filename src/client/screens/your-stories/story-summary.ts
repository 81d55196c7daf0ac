import { formatDate } from '@client/features/posts/image-url';
import type { StoryTab } from './story-filters';
import { YOUR_STORIES_TEXTS } from './texts';

const SUMMARY_WORDS = 24;

interface SummaryInput {
  title: string;
  subtitle: string;
  previewSubtitle: string;
  content: { paragraphs: ReadonlyArray<{ type: string; text: string }> };
}

const TEXT_TYPES = new Set(['P', 'BQ', 'PQ', 'OLI', 'ULI', 'H3', 'H4']);

/** The subtitle, else the opening words of the story (with an ellipsis when cut). */
export function storySummary(story: SummaryInput): string {
  const subtitle = story.subtitle.trim() || story.previewSubtitle.trim();
  if (subtitle) return subtitle;
  const text = story.content.paragraphs
    .filter((paragraph) => TEXT_TYPES.has(paragraph.type) && paragraph.text.trim())
    .map((paragraph) => paragraph.text.trim())
    .join(' ');
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= SUMMARY_WORDS) return words.join(' ');
  return `${words.slice(0, SUMMARY_WORDS).join(' ')}…`;
}

export function storyTitle(story: { title: string }): string {
  return story.title.trim() || YOUR_STORIES_TEXTS.untitled;
}

/** Drafts show when they were last edited; published stories when they went out. */
export function storyDateLine(
  story: { updatedAt: string; latestPublishedAt: string | null },
  tab: StoryTab,
): { label: string; iso: string; text: string } {
  const isPublishedTab = tab !== 'drafts' && story.latestPublishedAt;
  const iso = isPublishedTab && story.latestPublishedAt ? story.latestPublishedAt : story.updatedAt;
  const label = isPublishedTab ? YOUR_STORIES_TEXTS.published : YOUR_STORIES_TEXTS.lastEdited;
  return { label, iso, text: formatDate(iso) };
}

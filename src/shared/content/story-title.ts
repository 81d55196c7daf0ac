import { openingWords } from './opening-words';

/** What a story's name is made of. */
export interface TitledStory {
  seoTitle?: string | null;
  title: string;
  paragraphs: ReadonlyArray<{ text: string }>;
  authorName: string;
}

/**
 * The name a story goes by in titles, social cards and structured data: its
 * SEO title, else its title, else its opening words, else its author's name.
 */
export function storyTitle(story: TitledStory): string {
  return story.seoTitle || story.title.trim() || openingWords(story.paragraphs) || story.authorName;
}

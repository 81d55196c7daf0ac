/** What a story's name is made of. */
export interface TitledStory {
  seoTitle?: string | null;
  title: string;
  paragraphs: ReadonlyArray<{ text: string }>;
  authorName: string;
}

// An untitled story (most responses) is named by its opening words, cut at a word.
const OPENING_WORDS_LENGTH = 60;

function openingWords(paragraphs: TitledStory['paragraphs']): string {
  const text = paragraphs.find((paragraph) => paragraph.text.trim())?.text.trim();
  if (!text) return '';
  if (text.length <= OPENING_WORDS_LENGTH) return text;
  const cut = text.slice(0, OPENING_WORDS_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The name a story goes by in titles, social cards and structured data: its
 * SEO title, else its title, else its opening words, else its author's name.
 */
export function storyTitle(story: TitledStory): string {
  return story.seoTitle || story.title.trim() || openingWords(story.paragraphs) || story.authorName;
}

// An untitled story (most responses) is named by its opening words, cut at a word.
const OPENING_WORDS_LENGTH = 60;

/** The first words of the first paragraph with text, or '' when there is none. */
export function openingWords(paragraphs: ReadonlyArray<{ text: string }>): string {
  const text = paragraphs.find((paragraph) => paragraph.text.trim())?.text.trim();
  if (!text) return '';
  if (text.length <= OPENING_WORDS_LENGTH) return text;
  const cut = text.slice(0, OPENING_WORDS_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

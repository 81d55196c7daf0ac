import { newParagraphName } from '@shared/content/paragraph-names';

export interface ComposerParagraph {
  name: string;
  type: 'P';
  text: string;
  markups: [];
}

/** Longest response text the composer accepts, so one response stays a response. */
export const RESPONSE_MAX_LENGTH = 10_000;

/**
 * The light editor's text as story paragraphs: a blank line starts a new
 * paragraph, single line breaks inside one are kept as spaces, and blank
 * paragraphs are dropped, so an empty or all-space text makes no paragraph.
 */
export function paragraphsFromText(
  text: string,
  nameFor: (taken: ReadonlySet<string>) => string = newParagraphName,
): ComposerParagraph[] {
  const taken = new Set<string>();
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' '),
    )
    .filter((block) => block.length > 0)
    .map((block) => {
      const name = nameFor(taken);
      taken.add(name);
      return { name, type: 'P', text: block, markups: [] };
    });
}

/** Whether the composer has anything worth publishing. */
export function hasResponseText(text: string): boolean {
  return text.trim().length > 0;
}

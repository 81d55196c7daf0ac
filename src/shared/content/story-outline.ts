/**
 * How a story's paragraphs fit under the heading of the page that shows them:
 * the title is the page's heading, so a leading paragraph that repeats it is
 * left out, and the story's own headings take the levels below it without
 * skipping one (the story page and AMP put the title in an h1; a feed reader
 * shows an item's title above its content).
 */
interface OutlineParagraph {
  type: string;
  text: string;
}

// Big headings (the editor's H3 and the imported H1, H2, COVER_TITLE) and the small one (H4).
const HEADING_DEPTH: Record<string, number> = { H1: 0, H2: 0, H3: 0, COVER_TITLE: 0, H4: 1 };

/** Without a leading big heading that only repeats the title. */
export function withoutTitleParagraph<P extends OutlineParagraph>(
  paragraphs: readonly P[],
  title: string,
): P[] {
  const [first, ...rest] = paragraphs;
  const isTitle =
    first !== undefined &&
    HEADING_DEPTH[first.type] === 0 &&
    title.trim() !== '' &&
    first.text.trim() === title.trim();
  return isTitle ? rest : [...paragraphs];
}

/** The heading level of a paragraph on its own: big headings at `top`, small ones below. */
export function defaultHeadingLevel(type: string, top: number): number | null {
  const depth = HEADING_DEPTH[type];
  return depth === undefined ? null : Math.min(top + depth, 6);
}

/**
 * The level of each paragraph's heading (null for other paragraphs): big
 * headings at `top`, small ones one below a big heading; small headings that
 * no big heading precedes stand at `top` themselves, so nothing is skipped.
 */
export function headingLevels(
  paragraphs: ReadonlyArray<{ type: string }>,
  top: number,
): Array<number | null> {
  let hasBigHeading = false;
  return paragraphs.map((paragraph) => {
    const depth = HEADING_DEPTH[paragraph.type];
    if (depth === undefined) return null;
    if (depth === 0) hasBigHeading = true;
    return Math.min(hasBigHeading ? top + depth : top, 6);
  });
}

import type { ShippedResult } from '@shared/ssr-contract';

/**
 * A story's text travels once. The server leaves a paragraph's text out of
 * the shipped results when the page already holds it: the element marked
 * data-paragraph-name carries exactly the paragraph's text (selections anchor
 * to it), so the browser reads it back from the page before hydrating.
 */

interface ParagraphShape {
  __typename: 'Paragraph';
  name: string;
  text?: string;
}

const PARAGRAPH_ANCHOR = /data-paragraph-name="([\w-]+)"/g;

function isParagraph(value: unknown): value is ParagraphShape {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { __typename?: unknown }).__typename === 'Paragraph' &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

/** Calls visit on every paragraph object inside the results' data. */
function eachParagraph(value: unknown, visit: (paragraph: ParagraphShape) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) eachParagraph(item, visit);
  } else if (typeof value === 'object' && value !== null) {
    if (isParagraph(value)) visit(value);
    for (const child of Object.values(value)) eachParagraph(child, visit);
  }
}

function countBy(names: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/**
 * Text the HTML parser would give back changed (a carriage return or NUL is
 * rewritten, a <pre>'s leading newline dropped) stays in the results.
 */
function readsBackExactly(text: string): boolean {
  return text !== '' && !/[\r\0]/.test(text) && !text.startsWith('\n');
}

/** Server: the results without the texts the page's HTML already carries, once each. */
export function withoutRenderedTexts(results: ShippedResult[], html: string): ShippedResult[] {
  const anchors = countBy(Array.from(html.matchAll(PARAGRAPH_ANCHOR), (match) => match[1] ?? ''));
  if (anchors.size === 0) return results;
  const names: string[] = [];
  eachParagraph(
    results.map((result) => result.data),
    (paragraph) => names.push(paragraph.name),
  );
  const inData = countBy(names);
  const copy = structuredClone(results);
  eachParagraph(
    copy.map((result) => result.data),
    (paragraph) => {
      const isUnique = anchors.get(paragraph.name) === 1 && inData.get(paragraph.name) === 1;
      if (isUnique && readsBackExactly(paragraph.text ?? '')) delete paragraph.text;
    },
  );
  return copy;
}

/** Each marked paragraph element's text in the page, by paragraph name. */
export function pageParagraphTexts(root: ParentNode): Map<string, string> {
  return new Map(
    Array.from(root.querySelectorAll<HTMLElement>('[data-paragraph-name]'), (element) => [
      element.dataset.paragraphName ?? '',
      element.textContent ?? '',
    ]),
  );
}

/**
 * Browser, before hydrating: puts back each left-out text from the page's own
 * elements; the page is read only when a text was left out.
 */
export function restoreRenderedTexts(
  results: ShippedResult[],
  readPage: () => ReadonlyMap<string, string>,
): void {
  let texts: ReadonlyMap<string, string> | null = null;
  eachParagraph(
    results.map((result) => result.data),
    (paragraph) => {
      if (paragraph.text !== undefined) return;
      texts ??= readPage();
      paragraph.text = texts.get(paragraph.name) ?? '';
    },
  );
}

import type { ShippedResult } from '@shared/ssr-contract';

/**
 * A story's text travels once. The server leaves a paragraph's text out of
 * the shipped results when the page already holds it: the element marked
 * data-paragraph-name carries exactly the paragraph's text (selections anchor
 * to it), so the browser reads it back from the page before hydrating. Empty
 * fields of a paragraph (no layout, no image, no markups) are left out too
 * and put back as they were.
 */

interface ParagraphShape {
  __typename: 'Paragraph';
  name: string;
  text?: string;
  [field: string]: unknown;
}

/** Paragraph fields shipped only when set; absent means null (or [] for the list). */
const NULL_WHEN_ABSENT = ['layout', 'metadata', 'iframe', 'mixtapeMetadata'] as const;
const EMPTY_WHEN_ABSENT = 'markups';

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

function dropEmptyFields(paragraph: ParagraphShape): void {
  for (const field of NULL_WHEN_ABSENT) if (paragraph[field] === null) delete paragraph[field];
  const list = paragraph[EMPTY_WHEN_ABSENT];
  if (Array.isArray(list) && list.length === 0) delete paragraph[EMPTY_WHEN_ABSENT];
}

function restoreEmptyFields(paragraph: ParagraphShape): void {
  for (const field of NULL_WHEN_ABSENT) if (!(field in paragraph)) paragraph[field] = null;
  if (!(EMPTY_WHEN_ABSENT in paragraph)) paragraph[EMPTY_WHEN_ABSENT] = [];
}

/**
 * Server: the results without the texts the page's HTML already carries (once
 * each) and without the paragraphs' empty fields.
 */
export function compactParagraphs(results: ShippedResult[], html: string): ShippedResult[] {
  const anchors = countBy(Array.from(html.matchAll(PARAGRAPH_ANCHOR), (match) => match[1] ?? ''));
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
      dropEmptyFields(paragraph);
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
 * Browser, before hydrating: puts back the empty fields, and each left-out
 * text from the page's own elements; the page is read only when a text was left out.
 */
export function restoreParagraphs(
  results: ShippedResult[],
  readPage: () => ReadonlyMap<string, string>,
): void {
  let texts: ReadonlyMap<string, string> | null = null;
  eachParagraph(
    results.map((result) => result.data),
    (paragraph) => {
      restoreEmptyFields(paragraph);
      if (paragraph.text !== undefined) return;
      texts ??= readPage();
      paragraph.text = texts.get(paragraph.name) ?? '';
    },
  );
}

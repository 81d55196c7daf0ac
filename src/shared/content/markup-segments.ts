import { normaliseMarkups } from './markup-normal-form';
import type { MarkupRange } from './markup-normal-form';

export type { MarkupRange } from './markup-normal-form';

/**
 * Splits paragraph text into runs that share the same set of markups, and
 * nests the runs into a tree of elements, so overlapping ranges render as
 * properly nested elements without HTML strings.
 *
 * Whatever is stored, the markups are first put in normal form
 * (markup-normal-form.ts): each type covers a character at most once, so a
 * run carries at most one markup per rendered type, there are at most two
 * runs per markup, and an element is opened at most once per run. The output
 * is therefore linear in the text and the markups, never their product.
 */
export interface TextRun {
  text: string;
  markups: MarkupRange[];
}

/** An element for one markup around its children, or a piece of text. */
export type MarkupNode =
  { kind: 'text'; text: string } | { kind: 'markup'; markup: MarkupRange; children: MarkupNode[] };

// Outer to inner: a link wraps emphasis, emphasis wraps code. Other types render nothing.
const NESTING_ORDER = ['A', 'HIGHLIGHT', 'QUOTE', 'STRONG', 'EM', 'CODE'];

export function splitIntoRuns(text: string, markups: readonly MarkupRange[]): TextRun[] {
  const ranges = normaliseMarkups(
    text,
    markups.filter((markup) => NESTING_ORDER.includes(markup.type)),
  );
  const cuts = new Set<number>([0, text.length]);
  for (const range of ranges) {
    cuts.add(range.start);
    cuts.add(range.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  // The normal form is sorted by start and has at most one open range per type.
  const open = new Map<string, MarkupRange>();
  const runs: TextRun[] = [];
  let next = 0;
  for (let index = 0; index < points.length - 1; index += 1) {
    const start = points[index] as number;
    const end = points[index + 1] as number;
    for (const [type, range] of open) if (range.end <= start) open.delete(type);
    for (; next < ranges.length && (ranges[next] as MarkupRange).start <= start; next += 1) {
      const range = ranges[next] as MarkupRange;
      open.set(range.type, range);
    }
    const active = NESTING_ORDER.flatMap((type) => open.get(type) ?? []);
    runs.push({ text: text.slice(start, end), markups: active });
  }
  return runs;
}

/**
 * Runs as a tree: a markup that spans several runs becomes one element around
 * them (a link is opened once, not once per bold word inside it).
 */
export function nestRuns(runs: readonly TextRun[]): MarkupNode[] {
  const root: MarkupNode[] = [];
  const stack: Array<Extract<MarkupNode, { kind: 'markup' }>> = [];
  for (const run of runs) {
    let depth = 0;
    while (depth < stack.length && stack[depth]?.markup === run.markups[depth]) depth += 1;
    stack.length = depth;
    for (const markup of run.markups.slice(depth)) {
      const element = { kind: 'markup' as const, markup, children: [] };
      (stack.at(-1)?.children ?? root).push(element);
      stack.push(element);
    }
    (stack.at(-1)?.children ?? root).push({ kind: 'text', text: run.text });
  }
  return root;
}

/** The paragraph's text and markups as a tree of elements. */
export function markupTree(text: string, markups: readonly MarkupRange[]): MarkupNode[] {
  return nestRuns(splitIntoRuns(text, markups));
}

/** Only web and mail links are followed; anything else (javascript:, data:) renders as text. */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

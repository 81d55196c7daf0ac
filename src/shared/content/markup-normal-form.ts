import { MAX_MARKUPS_PER_PARAGRAPH } from './paragraph-limits';
import type { PostContent } from './paragraph-model';

/**
 * The normal form of a paragraph's markups. The model can say the same thing
 * several ways (overlapping or touching ranges of one type, ranges past the
 * text, links over links); stored content and every renderer use one:
 *
 * - at most MAX_MARKUPS_PER_PARAGRAPH markups are read; the rest are ignored;
 * - ranges are clipped to the text; empty ranges and links without an address are dropped;
 * - per type, every character carries at most one markup: where ranges of one
 *   type overlap, the later markup in the list wins (for links, its address);
 *   a markup that a later one with another address cuts in two keeps only
 *   its first part, so no address is ever repeated (writes refuse
 *   overlapping links, so only rows stored before that meet this rule);
 * - touching or overlapping ranges of one type with the same address merge;
 * - the result is sorted by start, then end, then A, STRONG, EM, CODE and the rest.
 *
 * So a paragraph holds at most one range per type and character, never more
 * ranges than markups were written, and each address at most as often as written.
 */
export interface MarkupRange {
  type: string;
  start: number;
  end: number;
  href?: string | null;
  userId?: string | null;
}

// The editor's marks first (its order for equal ranges), then the others.
const TYPE_ORDER = [
  'A',
  'STRONG',
  'EM',
  'CODE',
  'HIGHLIGHT',
  'QUOTE',
  'COMMENT',
  'QUERY',
  'WARNING',
];

interface Layered<M> {
  markup: M;
  start: number;
  end: number;
  index: number;
}

const keyOf = (markup: MarkupRange) => `${markup.href ?? ''}\u0000${markup.userId ?? ''}`;

export function normaliseMarkups<M extends MarkupRange>(text: string, markups: readonly M[]): M[] {
  return normaliseMarkupRanges(text.length, markups);
}

/** The normal form for a text of `length` UTF-16 units. */
export function normaliseMarkupRanges<M extends MarkupRange>(
  length: number,
  markups: readonly M[],
): M[] {
  const layers = new Map<string, Array<Layered<M>>>();
  markups.slice(0, MAX_MARKUPS_PER_PARAGRAPH).forEach((markup, index) => {
    const start = Math.max(0, markup.start);
    const end = Math.min(markup.end, length);
    // `!(a < b)` also drops NaN offsets from rows written by hand.
    if (!(start < end) || (markup.type === 'A' && !markup.href)) return;
    const layer = layers.get(markup.type) ?? [];
    layer.push({ markup, start, end, index });
    layers.set(markup.type, layer);
  });
  const result = [...layers.values()].flatMap((layer) => paintLayer(layer));
  return result.sort((a, b) => a.start - b.start || a.end - b.end || rank(a.type) - rank(b.type));
}

function rank(type: string): number {
  const position = TYPE_ORDER.indexOf(type);
  return position === -1 ? TYPE_ORDER.length : position;
}

/**
 * One type's ranges as disjoint pieces, the later markup winning where they
 * overlap: a sweep over the range boundaries with the open markups in a heap
 * by list position, so the cost is O(m log m) whatever the overlap.
 */
function paintLayer<M extends MarkupRange>(layer: ReadonlyArray<Layered<M>>): M[] {
  const points = [...new Set(layer.flatMap((item) => [item.start, item.end]))].sort(
    (a, b) => a - b,
  );
  const byStart = [...layer].sort((a, b) => a.start - b.start);
  const open = new MaxHeap<Layered<M>>((a, b) => a.index - b.index);
  const pieces: M[] = [];
  // Where each markup's first piece ended: a later piece of it is dropped.
  const endOf = new Map<number, number>();
  let current: { markup: M; key: string; start: number; end: number } | null = null;
  const flush = () => {
    if (current) pieces.push({ ...current.markup, start: current.start, end: current.end });
    current = null;
  };
  let next = 0;
  for (let index = 0; index < points.length - 1; index += 1) {
    const from = points[index] as number;
    const to = points[index + 1] as number;
    for (; next < byStart.length && (byStart[next] as Layered<M>).start <= from; next += 1)
      open.push(byStart[next] as Layered<M>);
    while (open.peek() && (open.peek() as Layered<M>).end <= from) open.pop();
    const winner = open.peek();
    if (!winner) continue;
    const key = keyOf(winner.markup);
    const extendsCurrent = current !== null && current.key === key && current.end === from;
    const pieceEnd = endOf.get(winner.index);
    if (pieceEnd !== undefined && pieceEnd !== from && !extendsCurrent) continue;
    endOf.set(winner.index, to);
    if (current !== null && extendsCurrent) current.end = to;
    else {
      flush();
      current = { markup: winner.markup, key, start: from, end: to };
    }
  }
  flush();
  return pieces;
}

class MaxHeap<T> {
  private readonly items: T[] = [];
  constructor(private readonly compare: (a: T, b: T) => number) {}

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const items = this.items;
    items.push(item);
    let child = items.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (this.compare(items[parent] as T, items[child] as T) >= 0) break;
      [items[parent], items[child]] = [items[child] as T, items[parent] as T];
      child = parent;
    }
  }

  pop(): void {
    const items = this.items;
    const last = items.pop();
    if (items.length === 0 || last === undefined) return;
    items[0] = last;
    let parent = 0;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let largest = parent;
      if (left < items.length && this.compare(items[left] as T, items[largest] as T) > 0)
        largest = left;
      if (right < items.length && this.compare(items[right] as T, items[largest] as T) > 0)
        largest = right;
      if (largest === parent) return;
      [items[parent], items[largest]] = [items[largest] as T, items[parent] as T];
      parent = largest;
    }
  }
}

/** Content with every paragraph's markups in normal form: what is stored. */
export function normalisePostContent(content: PostContent): PostContent {
  return {
    ...content,
    paragraphs: content.paragraphs.map((paragraph) => ({
      ...paragraph,
      markups: normaliseMarkups(paragraph.text, paragraph.markups),
    })),
  };
}

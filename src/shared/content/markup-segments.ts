/**
 * Splits paragraph text into runs that share the same set of markups, so
 * overlapping ranges render as properly nested elements without HTML strings.
 */
export interface MarkupRange {
  type: string;
  start: number;
  end: number;
  href?: string | null;
}

export interface TextRun {
  text: string;
  markups: MarkupRange[];
}

// Outer to inner: a link wraps emphasis, emphasis wraps code.
const NESTING_ORDER = ['A', 'HIGHLIGHT', 'QUOTE', 'STRONG', 'EM', 'CODE'];

export function splitIntoRuns(text: string, markups: readonly MarkupRange[]): TextRun[] {
  const valid = markups.filter(
    (markup) => markup.start < markup.end && markup.start >= 0 && markup.start < text.length,
  );
  const cuts = new Set<number>([0, text.length]);
  for (const markup of valid) {
    cuts.add(markup.start);
    cuts.add(Math.min(markup.end, text.length));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const runs: TextRun[] = [];
  for (let index = 0; index < points.length - 1; index += 1) {
    const start = points[index] ?? 0;
    const end = points[index + 1] ?? text.length;
    if (end <= start) continue;
    const active = valid
      .filter((markup) => markup.start <= start && markup.end >= end)
      .sort((a, b) => rank(a.type) - rank(b.type));
    runs.push({ text: text.slice(start, end), markups: active });
  }
  return runs;
}

function rank(type: string): number {
  const position = NESTING_ORDER.indexOf(type);
  return position === -1 ? NESTING_ORDER.length : position;
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

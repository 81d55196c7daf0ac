import { splitIntoRuns } from '@shared/content/markup-segments';
import type { MarkupRange } from '@shared/content/markup-segments';

/** A range of a paragraph drawn over its markups: a highlight, the top highlight, a noted passage. */
export interface TextDecoration {
  start: number;
  end: number;
  kind: 'viewer' | 'top' | 'note';
  /** The quote or note id. */
  id: string;
}

/** A run of text sharing one set of markups and one set of decorations. */
export interface DecoratedRun {
  text: string;
  /** UTF-16 offset of the run in the paragraph text. */
  start: number;
  markups: MarkupRange[];
  decorations: TextDecoration[];
}

/**
 * Cuts a paragraph into runs at every markup and decoration boundary, so a highlight
 * that starts inside a link and ends in bold text still renders as well-nested elements.
 */
export function splitDecoratedRuns(
  text: string,
  markups: readonly MarkupRange[],
  decorations: readonly TextDecoration[],
): DecoratedRun[] {
  const valid = decorations.filter(
    (decoration) =>
      decoration.start >= 0 && decoration.start < decoration.end && decoration.start < text.length,
  );
  const runs: DecoratedRun[] = [];
  let offset = 0;
  for (const run of splitIntoRuns(text, markups)) {
    const runEnd = offset + run.text.length;
    const cuts = new Set([offset, runEnd]);
    for (const decoration of valid) {
      if (decoration.start > offset && decoration.start < runEnd) cuts.add(decoration.start);
      if (decoration.end > offset && decoration.end < runEnd) cuts.add(decoration.end);
    }
    const points = [...cuts].sort((a, b) => a - b);
    for (let index = 0; index < points.length - 1; index += 1) {
      const start = points[index] ?? offset;
      const end = points[index + 1] ?? runEnd;
      runs.push({
        text: text.slice(start, end),
        start,
        markups: run.markups,
        decorations: valid.filter(
          (decoration) => decoration.start <= start && decoration.end >= end,
        ),
      });
    }
    offset = runEnd;
  }
  return runs;
}

/** Consecutive runs under the same decorations: one highlight element around their markups. */
export interface DecoratedPiece {
  text: string;
  /** UTF-16 offset of the piece in the paragraph text. */
  start: number;
  decorations: TextDecoration[];
  runs: DecoratedRun[];
}

const sameDecorations = (a: readonly TextDecoration[], b: readonly TextDecoration[]) =>
  a.length === b.length && a.every((decoration, index) => decoration === b[index]);

/**
 * The paragraph cut only where its decorations change, so a highlight over a
 * link and a bold word is one <mark> and the link inside it one <a>.
 */
export function splitDecoratedPieces(
  text: string,
  markups: readonly MarkupRange[],
  decorations: readonly TextDecoration[],
): DecoratedPiece[] {
  const pieces: DecoratedPiece[] = [];
  for (const run of splitDecoratedRuns(text, markups, decorations)) {
    const last = pieces.at(-1);
    if (last && sameDecorations(last.decorations, run.decorations)) {
      last.text += run.text;
      last.runs.push(run);
    } else {
      pieces.push({ text: run.text, start: run.start, decorations: run.decorations, runs: [run] });
    }
  }
  return pieces;
}

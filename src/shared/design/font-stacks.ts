import type { FontSet } from './style-sheet-values';

/**
 * The four font sets as stacks of faces every reader already has: the site's
 * own serif (Charter) and system sans, plus Georgia and a Helvetica stack. No
 * web font is fetched, so a design never slows a page down.
 */
export const FONT_STACKS: Readonly<Record<FontSet, string>> = {
  SERIF_1: "charter, 'Bitstream Charter', 'Sitka Text', cambria, georgia, serif",
  SERIF_2: "georgia, 'Times New Roman', times, 'Liberation Serif', serif",
  SANS_SERIF_1: "system-ui, -apple-system, 'Segoe UI', roboto, 'Helvetica Neue', arial, sans-serif",
  SANS_SERIF_2: "'Helvetica Neue', helvetica, arial, 'Liberation Sans', 'Nimbus Sans', sans-serif",
};

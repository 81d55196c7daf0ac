/**
 * A publisher's (a writer's or a publication's) custom style sheet: the
 * spec's global styles (colour palette, three fonts), header styles and the
 * post header and body styles, and the site's own look. Only names and types
 * here: the validator (style-sheet.ts) stays out of readers' pages, which
 * need only these to draw a design.
 */
export const FONT_SETS = ['SANS_SERIF_1', 'SANS_SERIF_2', 'SERIF_1', 'SERIF_2'] as const;
export const HEADER_SCALES = ['SMALL', 'MEDIUM', 'LARGE'] as const;
export const NAME_TREATMENTS = ['LOGO', 'TEXT'] as const;
export const TAGLINE_TREATMENTS = ['HEADER', 'SIDEBAR'] as const;
/** Which of the three global fonts a part of the page uses. */
export const FONT_SLOTS = ['FONT1', 'FONT2', 'FONT3'] as const;
export const BODY_SIZES = ['SMALL', 'MEDIUM', 'LARGE'] as const;

export type FontSet = (typeof FONT_SETS)[number];
export type FontSlot = (typeof FONT_SLOTS)[number];
type Scale = (typeof HEADER_SCALES)[number];

export interface StyleSheetValues {
  global: {
    colorPalette: { primaryColor: string; backgroundColor: string };
    fonts: Record<'font1' | 'font2' | 'font3', { name: FontSet }>;
  };
  header: {
    headerScale: Scale;
    nameTreatment: (typeof NAME_TREATMENTS)[number];
    taglineTreatment: (typeof TAGLINE_TREATMENTS)[number];
  };
  postHeader: { titleFont: FontSlot; titleScale: Scale };
  postBody: { bodyFont: FontSlot; bodySize: (typeof BODY_SIZES)[number] };
}

/** The site's own look: what a publisher starts from and what an unsaved sheet means. */
export const DEFAULT_STYLE_SHEET: StyleSheetValues = {
  global: {
    colorPalette: { primaryColor: '#1a8917', backgroundColor: '#ffffff' },
    fonts: {
      font1: { name: 'SANS_SERIF_1' },
      font2: { name: 'SERIF_1' },
      font3: { name: 'SANS_SERIF_1' },
    },
  },
  header: { headerScale: 'MEDIUM', nameTreatment: 'TEXT', taglineTreatment: 'HEADER' },
  postHeader: { titleFont: 'FONT1', titleScale: 'MEDIUM' },
  postBody: { bodyFont: 'FONT2', bodySize: 'MEDIUM' },
};

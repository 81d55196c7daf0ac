import { z } from 'zod';

/**
 * A publisher's (a writer's or a publication's) custom style sheet: the
 * spec's global styles (colour palette, three fonts), header styles and the
 * post header and body styles. Every value is a validated colour or one of a
 * few names, so a sheet can never carry CSS or HTML of its own.
 */
const FONT_SETS = ['SANS_SERIF_1', 'SANS_SERIF_2', 'SERIF_1', 'SERIF_2'] as const;
const HEADER_SCALES = ['SMALL', 'MEDIUM', 'LARGE'] as const;
const NAME_TREATMENTS = ['LOGO', 'TEXT'] as const;
const TAGLINE_TREATMENTS = ['HEADER', 'SIDEBAR'] as const;
/** Which of the three global fonts a part of the page uses. */
const FONT_SLOTS = ['FONT1', 'FONT2', 'FONT3'] as const;
const BODY_SIZES = ['SMALL', 'MEDIUM', 'LARGE'] as const;

export type FontSet = (typeof FONT_SETS)[number];
export type FontSlot = (typeof FONT_SLOTS)[number];

const font = z.object({ name: z.enum(FONT_SETS) });

/** Colours arrive as typed; the service reads them with parseColor before this shape is stored. */
export const styleSheetSchema = z.object({
  global: z.object({
    colorPalette: z.object({
      primaryColor: z.string().max(64),
      backgroundColor: z.string().max(64),
    }),
    fonts: z.object({ font1: font, font2: font, font3: font }),
  }),
  header: z.object({
    headerScale: z.enum(HEADER_SCALES),
    nameTreatment: z.enum(NAME_TREATMENTS),
    taglineTreatment: z.enum(TAGLINE_TREATMENTS),
  }),
  postHeader: z.object({ titleFont: z.enum(FONT_SLOTS), titleScale: z.enum(HEADER_SCALES) }),
  postBody: z.object({ bodyFont: z.enum(FONT_SLOTS), bodySize: z.enum(BODY_SIZES) }),
});

export type StyleSheetValues = z.infer<typeof styleSheetSchema>;

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

import { z } from 'zod';
import {
  BODY_SIZES,
  FONT_SETS,
  FONT_SLOTS,
  HEADER_SCALES,
  NAME_TREATMENTS,
  TAGLINE_TREATMENTS,
} from './style-sheet-values';
import type { StyleSheetValues } from './style-sheet-values';

/**
 * The validator of a publisher's style sheet (style-sheet-values.ts has its
 * shape): every value is a validated colour or one of a few names, so a sheet
 * can never carry CSS or HTML of its own.
 */
const font = z.object({ name: z.enum(FONT_SETS) });

/** Colours arrive as typed; the service reads them with parseColor before this shape is stored. */
export const styleSheetSchema: z.ZodType<StyleSheetValues> = z.object({
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

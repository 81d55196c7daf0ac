import type { PublisherStyleFieldsFragment } from '@client/graphql/generated/graphql';
import { DEFAULT_STYLE_SHEET } from '@shared/design/style-sheet-values';
import type { StyleSheetValues } from '@shared/design/style-sheet-values';

/**
 * The form's values from the saved sheet (or the site's look when there is
 * none yet), written out field by field: the mutation's input takes exactly
 * these, without the __typename fields the cache adds.
 */
export function editorValuesOf(
  sheet: PublisherStyleFieldsFragment | null | undefined,
): StyleSheetValues {
  if (!sheet) return DEFAULT_STYLE_SHEET;
  const { colorPalette, fonts } = sheet.global;
  return {
    global: {
      colorPalette: {
        primaryColor: colorPalette.primaryColor,
        backgroundColor: colorPalette.backgroundColor,
      },
      fonts: {
        font1: { name: fonts.font1.name },
        font2: { name: fonts.font2.name },
        font3: { name: fonts.font3.name },
      },
    },
    header: {
      headerScale: sheet.header.headerScale,
      nameTreatment: sheet.header.nameTreatment,
      taglineTreatment: sheet.header.taglineTreatment,
    },
    postHeader: { titleFont: sheet.postHeader.titleFont, titleScale: sheet.postHeader.titleScale },
    postBody: { bodyFont: sheet.postBody.bodyFont, bodySize: sheet.postBody.bodySize },
  };
}

import type { CustomStyleSheetRow } from '@server/db/schema/design';
import { parseColor } from '@shared/design/color';
import { styleSheetSchema } from '@shared/design/style-sheet';
import { DEFAULT_STYLE_SHEET } from '@shared/design/style-sheet-values';
import type { StyleSheetValues } from '@shared/design/style-sheet-values';

/** What the CustomStyleSheet type resolves from: the publisher, the version and the styles. */
export interface StyleSheetModel {
  id: string;
  version: number;
  styles: StyleSheetValues;
}

/**
 * A stored sheet as the pages may use it. The JSON is read through the same
 * schema and colour rule as on the way in, so a row edited by hand can never
 * put anything but a colour into a page: anything that does not read falls
 * back to the site's look.
 */
export function styleSheetModelOf(row: CustomStyleSheetRow): StyleSheetModel {
  const parsed = styleSheetSchema.safeParse(row.styles);
  const styles = parsed.success ? parsed.data : DEFAULT_STYLE_SHEET;
  try {
    const palette = styles.global.colorPalette;
    const colorPalette = {
      primaryColor: parseColor(palette.primaryColor),
      backgroundColor: parseColor(palette.backgroundColor),
    };
    return {
      id: row.publisherId,
      version: row.version,
      styles: { ...styles, global: { ...styles.global, colorPalette } },
    };
  } catch {
    return { id: row.publisherId, version: row.version, styles: DEFAULT_STYLE_SHEET };
  }
}

import type { CSSProperties } from 'react';
import { publisherStyleVariables } from '@shared/design/style-variables';
import type { PublisherStyles } from '@shared/design/style-variables';

/**
 * The `style` of the element that frames a publisher's page (a profile, a
 * story, a publication's home): their design as CSS custom properties, or
 * nothing when they have none. Spread `...PublisherStyleFields` into the
 * screen's query for the sheet, then
 * `<main style={publisherStyle(sheet)} className={publisherPage}>`.
 */
export function publisherStyle(
  sheet: PublisherStyles | null | undefined,
): CSSProperties | undefined {
  if (!sheet) return undefined;
  // React writes custom properties (--name) into the attribute as they are.
  return publisherStyleVariables(sheet);
}

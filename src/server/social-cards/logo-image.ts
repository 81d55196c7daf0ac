import sharp from 'sharp';
import { SITE_LOGO_SIZE } from '@shared/seo/social-image';
import { logoSvg } from './brand-mark';

/** The site's logo as a PNG (structured data wants a raster logo). */
export function renderLogoImage(siteName: string): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg(siteName, SITE_LOGO_SIZE)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

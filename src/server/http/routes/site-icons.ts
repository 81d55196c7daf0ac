import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { icoFromPngs } from '@server/media/ico';
import { isClientCopyFresh, weakEtagOf } from '../request/conditional-get';
import {
  APPLE_TOUCH_ICON_PATH,
  APPLE_TOUCH_ICON_SIZE,
  FAVICON_PATH,
  siteIconSvg,
} from './site-icon';
import type { IconEnvironment } from './site-icon';

const FAVICON_SIZES = [16, 32, 48];
const ICON_CACHE_CONTROL = 'public, max-age=86400';

async function pngOf(svg: string, size: number): Promise<Buffer> {
  // The SVG is 32 units wide: render at the density that gives `size` pixels, not a blurry upscale.
  return sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();
}

interface RenderedIcon {
  bytes: Buffer;
  etag: string;
}

/** Rendered on first request, then kept: the mark never changes while the process runs. */
function once(make: () => Promise<Buffer>): () => Promise<RenderedIcon> {
  let result: Promise<RenderedIcon> | undefined;
  return () => {
    result ??= make().then(
      (bytes) => ({ bytes, etag: weakEtagOf(bytes) }),
      (error: unknown) => {
        result = undefined;
        throw error;
      },
    );
    return result;
  };
}

/** /favicon.ico (16, 32 and 48 px) and /apple-touch-icon.png, from the product's mark. */
export function registerSiteIcons(app: FastifyInstance, environment: IconEnvironment): void {
  const icons = [
    {
      path: FAVICON_PATH,
      type: 'image/x-icon',
      render: once(async () => {
        const svg = siteIconSvg(environment, 'rounded');
        const pngs = await Promise.all(
          FAVICON_SIZES.map(async (size) => ({ size, png: await pngOf(svg, size) })),
        );
        return icoFromPngs(pngs);
      }),
    },
    {
      path: APPLE_TOUCH_ICON_PATH,
      type: 'image/png',
      render: once(() => pngOf(siteIconSvg(environment, 'square'), APPLE_TOUCH_ICON_SIZE)),
    },
  ];
  for (const icon of icons) {
    app.get(icon.path, async (request, reply) => {
      const { bytes, etag } = await icon.render();
      void reply.type(icon.type).header('cache-control', ICON_CACHE_CONTROL);
      if (isClientCopyFresh(request, reply, { etag })) return reply.code(304).send();
      return reply.send(bytes);
    });
  }
}

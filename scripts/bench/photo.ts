import sharp from 'sharp';

/** Grain for the picture from a fixed seed, so the same index always makes the same bytes. */
function grain(width: number, height: number, seed: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let state = (seed * 2654435761 + 1) >>> 0 || 1;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  for (let offset = 0; offset < pixels.length; offset += 1) {
    // Roughly Gaussian (sum of four uniforms), mean 128, sigma about 12.
    const normal = (uniform() + uniform() + uniform() + uniform() - 2) * 1.732;
    pixels[offset] = Math.max(0, Math.min(255, Math.round(128 + 12 * normal)));
  }
  return pixels;
}

/**
 * A photo-like JPEG: soft grain over a gradient, so it compresses like a real
 * picture; the same index always gives the same bytes (and upload id).
 */
export async function makeJpeg(index: number, width = 1600, height = 1067): Promise<Buffer> {
  const hue = (index * 67) % 360;
  const scale = width / 1600;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},60%,70%)"/>` +
      `<stop offset="1" stop-color="hsl(${(hue + 90) % 360},50%,30%)"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
      `<circle cx="${(400 + index * 150) * scale}" cy="${500 * scale}" r="${260 * scale}" ` +
      `fill="hsl(${(hue + 180) % 360},55%,55%)"/></svg>`,
  );
  return sharp(gradient)
    .composite([
      {
        input: grain(width, height, index + 1),
        raw: { width, height, channels: 3 },
        blend: 'soft-light',
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

import sharp from 'sharp';

/** A photo-like JPEG: soft noise over a gradient, so it compresses like a real picture. */
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
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

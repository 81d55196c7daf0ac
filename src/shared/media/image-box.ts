/** A picture's size in pixels. */
export interface Box {
  width: number;
  height: number;
}

/**
 * The size a fill, crop or letterbox variant really has: the requested box,
 * shrunk (keeping its shape) to fit inside the original, so small pictures are
 * never blown up. The image proxy renders by it, and pages that announce a
 * variant's size (og:image:width) read it here.
 */
export function boxWithin(original: Box, requested: Box): Box {
  const factor = Math.min(1, original.width / requested.width, original.height / requested.height);
  return {
    width: Math.max(1, Math.round(requested.width * factor)),
    height: Math.max(1, Math.round(requested.height * factor)),
  };
}

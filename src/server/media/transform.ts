import {
  FOCAL_STEP,
  IMAGE_BLURS,
  IMAGE_QUALITIES,
  isAllowedImageDimension,
} from '@shared/media/image-sizes';
import { transformSegments } from '@shared/media/image-url';
import type { ImageTransform, ResizeMode } from '@shared/media/image-url';
import { isValidMediaId } from './media-id';

export interface ParsedMediaPath {
  id: string;
  transform: ImageTransform;
  /** Canonical transform segments joined by `/`; empty for the original. */
  key: string;
}

export class InvalidTransformError extends Error {}

const INTEGER = /^(0|[1-9]\d{0,4})$/;
const MAX_SEGMENTS = 6;

function integer(text: string | undefined, what: string): number {
  if (text === undefined || !INTEGER.test(text)) throw new InvalidTransformError(`Bad ${what}.`);
  return Number(text);
}

function stepped(value: number, step: number, range: { min: number; max: number }, what: string) {
  if (value < range.min || value > range.max || value % step !== 0)
    throw new InvalidTransformError(`Unsupported ${what}.`);
  return value;
}

function oneOf(value: number, allowed: readonly number[], what: string): number {
  if (!allowed.includes(value)) throw new InvalidTransformError(`Unsupported ${what}.`);
  return value;
}

function dimension(text: string | undefined): number {
  const size = integer(text, 'size');
  if (!isAllowedImageDimension(size)) throw new InvalidTransformError('Unsupported size.');
  return size;
}

const RESIZE_MODES = new Set<ResizeMode>(['fit', 'fill', 'crop', 'letterbox']);

function parseResize(parts: string[]): ImageTransform['resize'] {
  const [mode, width, height, ...rest] = parts;
  if (!mode || !RESIZE_MODES.has(mode as ResizeMode) || rest.length > 0)
    throw new InvalidTransformError('Bad resize.');
  const resizeMode = mode as ResizeMode;
  if (height === undefined && resizeMode !== 'fit')
    throw new InvalidTransformError(`resize:${resizeMode} needs a width and a height.`);
  return {
    mode: resizeMode,
    width: dimension(width),
    ...(height === undefined ? {} : { height: dimension(height) }),
  };
}

function parseFocal(parts: string[]): ImageTransform['focal'] {
  if (parts.length !== 2) throw new InvalidTransformError('Bad focal point.');
  const percent = { min: 0, max: 100 };
  return {
    x: stepped(integer(parts[0], 'focal point'), FOCAL_STEP, percent, 'focal point'),
    y: stepped(integer(parts[1], 'focal point'), FOCAL_STEP, percent, 'focal point'),
  };
}

function single(parts: string[], what: string): string {
  const [value, ...rest] = parts;
  if (value === undefined || rest.length > 0) throw new InvalidTransformError(`Bad ${what}.`);
  return value;
}

function applySegment(transform: ImageTransform, segment: string): void {
  const [name, ...parts] = segment.split(':');
  switch (name) {
    case 'resize':
      transform.resize = parseResize(parts);
      return;
    case 'focal':
      transform.focal = parseFocal(parts);
      return;
    case 'blur':
      transform.blur = oneOf(integer(single(parts, 'blur'), 'blur'), IMAGE_BLURS, 'blur');
      return;
    case 'quality':
      transform.quality = oneOf(
        integer(single(parts, 'quality'), 'quality'),
        IMAGE_QUALITIES,
        'quality',
      );
      return;
    case 'format': {
      const format = single(parts, 'format');
      if (format !== 'webp' && format !== 'auto') throw new InvalidTransformError('Bad format.');
      transform.format = format;
      return;
    }
    default:
      throw new InvalidTransformError('Unknown transform segment.');
  }
}

/**
 * Parses `seg/seg/…/id` (the part after /media/). Strict: unknown or repeated
 * segments, sizes off the allow-list and a non-canonical order are refused.
 */
export function parseMediaPath(path: string): ParsedMediaPath {
  const parts = path.split('/');
  const rawId = parts.pop();
  if (parts.length > MAX_SEGMENTS) throw new InvalidTransformError('Too many segments.');
  let id: string;
  try {
    id = decodeURIComponent(rawId ?? '');
  } catch {
    throw new InvalidTransformError('Bad image id.');
  }
  if (!isValidMediaId(id)) throw new InvalidTransformError('Bad image id.');

  const transform: ImageTransform = {};
  for (const segment of parts) applySegment(transform, segment);
  if (transform.focal && transform.resize?.mode !== 'crop')
    throw new InvalidTransformError('focal needs resize:crop.');
  const key = transformSegments(transform).join('/');
  if (key !== parts.join('/')) throw new InvalidTransformError('Segments out of order.');
  return { id, transform, key };
}

import { imageSrcSet, imageUrl } from '@shared/media/image-url';
import { imageSizing } from '@shared/media/story-image-sizes';
import styles from './paragraph-view.module.css';

export interface StoryImageProps {
  id: string;
  width: number;
  height: number;
  alt: string;
  layout: string | null | undefined;
  /** The first image of a story loads at once; the rest wait until they come near. */
  isAboveTheFold?: boolean;
}

/**
 * An image of the story body through the image proxy. Width, height and
 * aspect-ratio reserve its box before it loads, so nothing shifts.
 */
export function StoryImage({ id, width, height, alt, layout, isAboveTheFold }: StoryImageProps) {
  const sizing = imageSizing(layout, width);
  const hasSize = width > 0 && height > 0;
  return (
    <img
      src={imageUrl(id, { width: sizing.fallbackWidth })}
      srcSet={imageSrcSet(id, sizing.widths)}
      sizes={sizing.sizes}
      alt={alt}
      width={hasSize ? width : undefined}
      height={hasSize ? height : undefined}
      style={hasSize ? { aspectRatio: `${width} / ${height}` } : undefined}
      loading={isAboveTheFold ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={isAboveTheFold ? 'high' : undefined}
      className={styles.image}
    />
  );
}

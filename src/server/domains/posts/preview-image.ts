import type { ImageMetadata } from '@shared/content/paragraph-model';
import type { PostRow } from '@server/db/schema/posts';

const DEFAULT_FOCUS = 50;

// A focus the author set on the story wins; the default 50 leaves the image's own focus.
const storyFocus = (story: number, image: number | undefined) =>
  story !== DEFAULT_FOCUS ? story : (image ?? DEFAULT_FOCUS);

/** The picture a story shows in previews (one of its own), with the focus its author chose. */
export function previewImageOf(
  post: Pick<PostRow, 'content' | 'previewImageId' | 'focusPercentX' | 'focusPercentY'>,
): (ImageMetadata & { focusPercentX: number; focusPercentY: number }) | null {
  const image = post.content.paragraphs.find(
    (paragraph) => paragraph.type === 'IMG' && paragraph.metadata?.id === post.previewImageId,
  )?.metadata;
  if (!image) return null;
  return {
    ...image,
    focusPercentX: storyFocus(post.focusPercentX, image.focusPercentX),
    focusPercentY: storyFocus(post.focusPercentY, image.focusPercentY),
  };
}

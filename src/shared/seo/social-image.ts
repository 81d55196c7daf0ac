import { boxWithin } from '../media/image-box';
import { SOCIAL_CARD_SIZE } from '../media/image-sizes';
import { imageUrl } from '../media/image-url';
import { SITE_TEXTS } from './site-texts';

/** What og:image and twitter:image announce; `path` is on the site's own origin. */
export interface SocialImage {
  path: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/** A picture in a story, as its metadata describes it. */
export interface StoryPicture {
  id: string;
  originalWidth: number;
  originalHeight: number;
  alt?: string | null;
  focusPercentX?: number | null;
  focusPercentY?: number | null;
}

export interface CardStory {
  id: string;
  /** ISO timestamp: a new one is a new card (and a new card URL). */
  updatedAt: string;
  /** The name the story goes by (storyTitle). */
  title: string;
  authorName: string;
  /** The picture the writer chose for previews, if any. */
  previewImage: StoryPicture | null;
  /** The story's pictures in reading order. */
  pictures: readonly StoryPicture[];
}

const SOCIAL_CARD_TYPE = 'image/png';
export const SITE_CARD_PATH = '/_/social/site.png';
export const SITE_LOGO_PATH = '/_/social/logo.png';
/** Square, and at least the 112 px Google asks of an organisation's logo. */
export const SITE_LOGO_SIZE = 512;

/**
 * Raster formats crawlers show, by the extension of a media id. SVG is never
 * among them (X and Facebook show no SVG cards, and the proxy never converts
 * it); AVIF, which few of them read, is sent as WebP.
 */
const CARD_FORMATS: Record<string, { type: string; convert?: 'webp' }> = {
  jpeg: { type: 'image/jpeg' },
  png: { type: 'image/png' },
  gif: { type: 'image/gif' },
  webp: { type: 'image/webp' },
  avif: { type: 'image/webp', convert: 'webp' },
};

/** Below this a picture is not shown as a large card (Facebook's minimum): the drawn card is used. */
const MIN_CARD_PICTURE = { width: 600, height: 315 };

const CENTRE = 50;

const formatOf = (id: string) => CARD_FORMATS[id.slice(id.lastIndexOf('.') + 1)];

/** A card version: the story's last change, in base 36 (milliseconds). */
export function cardVersion(updatedAt: string | Date): string {
  return new Date(updatedAt).getTime().toString(36);
}

/** The generated card of one version of a story. */
export function storyCardPath(postId: string, updatedAt: string | Date): string {
  return `/_/social/p/${encodeURIComponent(postId)}/${cardVersion(updatedAt)}.png`;
}

/** The story's picture through the image proxy at 1200×630, when it is a raster one big enough. */
function pictureCard(picture: StoryPicture, storyTitle: string): SocialImage | null {
  const format = formatOf(picture.id);
  if (!format) return null;
  const original = { width: picture.originalWidth, height: picture.originalHeight };
  const box = boxWithin(original, SOCIAL_CARD_SIZE);
  if (box.width < MIN_CARD_PICTURE.width || box.height < MIN_CARD_PICTURE.height) return null;
  const focus = { x: picture.focusPercentX ?? CENTRE, y: picture.focusPercentY ?? CENTRE };
  // The centre is what a plain fill cuts around: one URL (and one cached variant) for it.
  const isCentred = Math.round(focus.x) === CENTRE && Math.round(focus.y) === CENTRE;
  const path = imageUrl(picture.id, {
    ...SOCIAL_CARD_SIZE,
    ...(isCentred ? { strategy: 'fill' } : { strategy: 'crop', focusX: focus.x, focusY: focus.y }),
    ...(format.convert ? { format: format.convert } : {}),
  });
  return { path, ...box, type: format.type, alt: picture.alt?.trim() || storyTitle };
}

/**
 * A story's social card: its preview picture or else its first picture, cut
 * to 1200×630 by the image proxy; or, when it has no raster picture big
 * enough, a card drawn on the server from its title, author and site name.
 */
export function storySocialImage(story: CardStory): SocialImage {
  const candidates = story.previewImage ? [story.previewImage, ...story.pictures] : story.pictures;
  for (const picture of candidates) {
    const card = pictureCard(picture, story.title);
    if (card) return card;
  }
  return {
    path: storyCardPath(story.id, story.updatedAt),
    ...SOCIAL_CARD_SIZE,
    type: SOCIAL_CARD_TYPE,
    alt: `${story.title}, by ${story.authorName}`,
  };
}

/** The site's own card (home page): its name and what it is for. */
export function siteSocialImage(productName: string): SocialImage {
  return {
    path: SITE_CARD_PATH,
    ...SOCIAL_CARD_SIZE,
    type: SOCIAL_CARD_TYPE,
    alt: `${productName} – ${SITE_TEXTS.tagline}`,
  };
}

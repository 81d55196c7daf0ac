/**
 * Shortform posts of a publication (spec §3.2 shortform types): a link, a
 * picture, a note or a quote, written by its staff and shown on its home.
 * Shared by the server that checks them and the editor that writes them.
 */
export const SHORTFORM_TYPES = ['LINK', 'MEDIA', 'NOTE', 'QUOTE'] as const;

export type ShortformType = (typeof SHORTFORM_TYPES)[number];

/** A note's text, or a quote's passage. */
export const MAX_SHORTFORM_TEXT = 1000;
/** A link's comment or a picture's caption. */
export const MAX_SHORTFORM_CAPTION = 280;
/** Who said a quote, and where. */
export const MAX_SHORTFORM_ATTRIBUTION = 120;
export const MAX_SHORTFORM_URL = 2048;

export const SHORTFORM_TEXTS = {
  noteRequired: 'Write the note.',
  quoteRequired: 'Write the quote.',
  attributionRequired: 'Say who said it.',
  urlRequired: 'Enter the link.',
  imageRequired: 'Choose a picture.',
  imageNotFound: 'That picture was not found. Upload it again.',
  textTooLong: `Keep it under ${MAX_SHORTFORM_TEXT.toLocaleString('en-US')} characters.`,
  captionTooLong: `Keep it under ${MAX_SHORTFORM_CAPTION} characters.`,
  attributionTooLong: `Keep the attribution under ${MAX_SHORTFORM_ATTRIBUTION} characters.`,
  notFound: 'This post was not found.',
} as const;

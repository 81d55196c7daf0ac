/**
 * What a paragraph may carry; the editor's toolbar writes far fewer. Its own file, free of
 * zod, because the reader's markup code needs it and the schema must stay out of that bundle.
 */
export const MAX_MARKUPS_PER_PARAGRAPH = 1000;

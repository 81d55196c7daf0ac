/** An image of the story body, as offered for the story's preview image. */
export interface StoryImage {
  id: string;
  width: number;
  height: number;
  alt: string;
}

/** What storyImages reads of a paragraph: the editor's model and the GraphQL shape alike. */
interface ParagraphWithImage {
  type: string;
  text: string;
  metadata?: {
    id: string;
    originalWidth: number;
    originalHeight: number;
    alt?: string | null;
  } | null;
}

/** The images of the story body, in order; one of them may become the preview image. */
export function storyImages(paragraphs: readonly ParagraphWithImage[]): StoryImage[] {
  return paragraphs.flatMap((paragraph) =>
    paragraph.type === 'IMG' && paragraph.metadata
      ? [
          {
            id: paragraph.metadata.id,
            width: paragraph.metadata.originalWidth,
            height: paragraph.metadata.originalHeight,
            alt: paragraph.metadata.alt ?? paragraph.text,
          },
        ]
      : [],
  );
}

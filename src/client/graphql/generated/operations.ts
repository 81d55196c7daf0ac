/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type MarkupType =
  'A' | 'CODE' | 'COMMENT' | 'EM' | 'HIGHLIGHT' | 'QUERY' | 'QUOTE' | 'STRONG' | 'WARNING';

export type ParagraphType =
  | 'BQ'
  | 'COVER_TITLE'
  | 'H1'
  | 'H2'
  | 'H3'
  | 'H4'
  | 'HR'
  | 'IFRAME'
  | 'IMG'
  | 'MIXTAPE_EMBED'
  | 'OLI'
  | 'P'
  | 'PQ'
  | 'PRE'
  | 'SECTION_CAPTION'
  | 'ULI';

export type ShellQueryVariables = Exact<{ [key: string]: never }>;

export type ShellQuery = {
  viewer: {
    id: string;
    username: string;
    name: string;
    imageId: string | null;
    mediumMemberAt: string | null;
  } | null;
  variantFlags: Array<{ name: string; value: boolean | string }>;
};

export type HomeScreenQueryVariables = Exact<{
  after?: string | null | undefined;
}>;

export type HomeScreenQuery = {
  latestPosts: {
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        title: string;
        subtitle: string;
        mediumUrl: string;
        readingTime: number;
        latestPublishedAt: string | null;
        creator: { id: string; name: string; username: string };
        collection: { id: string; name: string } | null;
        previewImage: { id: string } | null;
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type NotFoundScreenQueryVariables = Exact<{ [key: string]: never }>;

export type NotFoundScreenQuery = {
  sampleStories: Array<{
    id: string;
    title: string;
    mediumUrl: string;
    readingTime: number;
    creator: { id: string; name: string };
    previewImage: { id: string } | null;
  }>;
};

export type PostScreenQueryVariables = Exact<{
  id: string | number;
}>;

export type PostScreenQuery = {
  postResult:
    | { __typename: 'NotFound' }
    | {
        __typename: 'Post';
        id: string;
        title: string;
        subtitle: string;
        mediumUrl: string;
        readingTime: number;
        latestPublishedAt: string | null;
        isPublished: boolean;
        creator: { id: string; name: string; username: string };
        collection: { id: string; name: string; slug: string } | null;
        tags: Array<{ id: string; displayTitle: string }>;
        content: {
          paragraphs: Array<{
            name: string;
            type: ParagraphType;
            text: string;
            layout: string | null;
            markups: Array<{ type: MarkupType; start: number; end: number; href: string | null }>;
            metadata: {
              id: string;
              originalWidth: number;
              originalHeight: number;
              alt: string | null;
            } | null;
            iframe: { src: string; width: number; height: number } | null;
            mixtapeMetadata: { href: string; thumbnailImageId: string | null } | null;
          }>;
        };
      };
};

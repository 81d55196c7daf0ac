/**
 * The one interface the rest of the server searches through (decision 027).
 * PostgreSQL full-text search answers today; another engine would implement
 * the same four lists and the suggestion.
 */

/** Limits a search to one publisher's stories (a publication's or a writer's pages). */
export type PublisherScope = { kind: 'collection'; id: string } | { kind: 'user'; id: string };

export interface SearchRequest {
  /** What the reader typed; cut and read as text by the index. */
  query: string;
  viewerId: string | null;
  limit: number;
  offset?: number;
  /** The last word may still be growing: match it as a prefix too. */
  prefix?: boolean;
  scope?: PublisherScope;
  /** Match titles, subtitles and tags only, not the body (predictive search: quick while typing). */
  titlesOnly?: boolean;
}

export interface StoryHit {
  postId: string;
  title: string;
  subtitle: string;
  creatorId: string;
  latestPublishedAt: Date;
}

export interface PersonHit {
  userId: string;
  name: string;
  username: string;
  imageId: string | null;
}

export interface PublicationHit {
  collectionId: string;
  name: string;
  slug: string;
  imageId: string | null;
}

export interface TagHit {
  tagSlug: string;
  displayText: string;
  postCount: number;
  followerCount: number;
}

export interface SearchPage<Hit> {
  hits: Hit[];
  /** True when a further page exists. */
  hasMore: boolean;
}

export interface SearchIndex {
  stories(request: SearchRequest): Promise<SearchPage<StoryHit>>;
  people(request: SearchRequest): Promise<SearchPage<PersonHit>>;
  publications(request: SearchRequest): Promise<SearchPage<PublicationHit>>;
  /** Only tags with at least one story and one follower. */
  tags(request: SearchRequest): Promise<SearchPage<TagHit>>;
  /** The query with its misspelt words corrected, or null when none is. */
  suggestion(query: string): Promise<string | null>;
}

/** What the story page says around the story: its writer, its publication, more of the writer. */
export const STORY_PAGE_TEXTS = {
  /** Before the author's name, which links to the profile: 'Written by {name}'. */
  writtenBy: 'Written by',
  /** Before the publication's name, which links to its home: 'Published in {publication}'. */
  publishedIn: 'Published in',
  /** As the profile counts them, so the two read alike. */
  followers: (count: number) => `${count} ${count === 1 ? 'Follower' : 'Followers'}`,
  moreFrom: (name: string) => `More from ${name}`,
  seeAllFrom: (name: string) => `See all from ${name}`,
};

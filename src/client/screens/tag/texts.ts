export const TAG_TEXTS = {
  top: 'Top stories',
  latest: 'Latest stories',
  related: 'Related tags',
  empty: 'No stories carry this tag yet.',
  previous: 'Previous page',
  next: 'Next page',
  pagesLabel: 'Pages',
  feed: 'RSS feed',
};

export const tagCountsText = (postCount: number, followerCount: number): string =>
  `${postCount === 1 ? '1 story' : `${postCount} stories`} · ${
    followerCount === 1 ? '1 follower' : `${followerCount} followers`
  }`;

export const tagTitle = (displayTitle: string, productName: string): string =>
  `${displayTitle} – ${productName}`;

export const tagDescription = (displayTitle: string): string =>
  `Read stories about ${displayTitle}.`;

export const HOME_TEXTS = {
  heading: 'Latest stories',
  empty: 'No stories have been published yet.',
  showMore: 'Show more',
  loadingMore: 'Loading…',
  titleSuffix: 'where good ideas find you',
  description: 'Read and share ideas from independent writers.',
};

export const SEARCH_SCREEN_TEXTS = {
  heading: 'Search',
  storiesBy: 'Stories by',
  storiesIn: 'Stories in',
  resultsFor: 'Results for',
  tabsLabel: 'Search results',
  tabs: { stories: 'Stories', people: 'People', publications: 'Publications', tags: 'Tags' },
  didYouMean: 'Did you mean',
  noQuery: 'Type what you are looking for in the search box at the top of the page.',
  formLabel: 'Search',
  submit: 'Search',
  previous: 'Previous page',
  next: 'Next page',
  pagesLabel: 'Pages',
  description: 'Search stories, people, publications and tags.',
};

/** The empty state names what was searched. */
export const noResultsText = (query: string, tab: string): string =>
  `No ${tab.toLowerCase()} found for “${query}”. Make sure all words are spelled correctly, or try different or more general keywords.`;

export const storiesCountText = (count: number): string =>
  count === 1 ? '1 story' : `${count} stories`;

export const followersText = (count: number): string =>
  count === 1 ? '1 follower' : `${count} followers`;

export const searchTitle = (query: string, productName: string): string =>
  query ? `Search results for ${query} – ${productName}` : `Search – ${productName}`;

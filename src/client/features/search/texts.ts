/** Predictive search and results page wording (spec navigation §2.7). */
export const SEARCH_TEXTS = {
  inputLabel: 'Search',
  placeholder: 'Search',
  listLabel: 'Search suggestions',
  people: 'People',
  publications: 'Publications',
  tags: 'Tags',
  stories: 'Stories',
  more: 'More',
};

/** The final row: "Search for '{query}' on Quire". */
export const searchEverywhereText = (query: string, productName: string): string =>
  `Search for '${query}' on ${productName}`;

/** The scoped top row: "Search {name}". */
export const searchPublisherText = (name: string): string => `Search ${name}`;

/** How many suggestions the popover shows, for screen readers. */
export function suggestionCountText(count: number): string {
  if (count === 0) return 'No suggestions';
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}

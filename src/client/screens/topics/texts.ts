export const TOPICS_TEXTS = {
  heading: 'Topics',
  intro: 'Follow the topics you care about.',
  none: 'No topics yet.',
  trendingLink: 'Trending',
  top: 'Top stories',
  latest: 'Latest stories',
  emptyTopic: 'No stories in this topic yet.',
  tagsLabel: 'Tags in this topic',
  trendingHeading: 'Trending',
  trendingIn: (name: string) => `Trending in ${name}`,
  modesLabel: 'Trending over',
  topicsLabel: 'Trending in a topic',
  allTopics: 'All topics',
  emptyTrending: 'Nothing is trending here yet.',
  topicTrending: 'Trending in this topic',
};

/** The spec's modes as readers read them. */
export const TRENDING_MODE_LABELS: Record<string, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
  'all-time': 'All time',
};

export const topicsTitle = (productName: string): string => `Topics – ${productName}`;
export const topicTitle = (name: string, productName: string): string => `${name} – ${productName}`;
export const topicDescription = (name: string): string => `Read stories about ${name}.`;
export const trendingTitle = (label: string, productName: string): string =>
  `Trending ${label.toLowerCase()} – ${productName}`;

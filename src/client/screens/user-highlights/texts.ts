export const USER_HIGHLIGHTS_TEXTS = {
  heading: (name: string) => `Highlights by ${name}`,
  listLabel: 'Highlights',
  empty: (name: string) => `${name} hasn’t highlighted any stories yet.`,
  loadFailed: 'These highlights could not be loaded. Please try again.',
  from: 'From',
  by: 'by',
  untitled: 'Untitled story',
  title: (name: string, productName: string) => `Highlights by ${name} – ${productName}`,
  description: (name: string) => `Passages ${name} highlighted in stories.`,
} as const;

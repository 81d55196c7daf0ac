export const DESIGN_TEXTS = {
  conflict: 'This design was changed somewhere else since you opened it. Reload to see it.',
  notFound: 'Publication not found.',
} as const;

export const COUNT_LIMIT_TEXTS = {
  overLimit: (over: number) => `${over} ${over === 1 ? 'character' : 'characters'} over the limit`,
  error: 'Error:',
} as const;

export const SPINNER_TEXTS = {
  loading: 'Loading',
};

export const FATAL_TEXTS = {
  heading: 'Error',
  message: 'We’re sorry, but there was a problem displaying this page.',
  hint: 'Please reload and try again.',
};

/** The last paragraph is split around its two links. */
export const SERVER_ERROR_TEXTS = {
  code: '500',
  message: 'Apologies, but something went wrong on our end.',
  beforeStatusLink: 'Refresh the page, check our ',
  statusLink: 'site status',
  betweenLinks: ', or read the ',
  topStoriesLink: 'top stories',
  afterLinks: '.',
};

export const NOT_FOUND_TEXTS = {
  eyebrow: 'PAGE NOT FOUND',
  code: '404',
  heading: 'Out of nothing, something.',
  body: 'The page you were looking for is not here. These stories might take you somewhere new instead.',
  home: 'Home',
  storiesLabel: 'Stories to read instead',
};

export function readingTimeText(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

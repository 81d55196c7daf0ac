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

/** The public status page (/status), the 500 page's 'site status' link. */
export const SITE_STATUS_TEXTS = {
  heading: 'Site status',
  healthy: 'Everything is working.',
  unhealthy:
    'Something is wrong: the site cannot reach its database. Pages may fail until it is back.',
  database: 'Database',
  reachable: 'Reachable',
  unreachable: 'Not reachable',
  version: 'Version',
  uptime: 'Running for',
  since: 'since',
  checkedAt: 'Checked',
  home: 'Go to the home page',
};

const UNITS: Array<[string, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** '3 days, 4 hours', '2 hours', 'less than a minute': the largest unit and the one after it. */
export function uptimeText(seconds: number): string {
  let rest = Math.max(0, Math.floor(seconds));
  const counts = UNITS.map(([unit, size]) => {
    const count = Math.floor(rest / size);
    rest -= count * size;
    return { unit, count };
  });
  const first = counts.findIndex(({ count }) => count > 0);
  if (first === -1) return 'less than a minute';
  return counts
    .slice(first, first + 2)
    .filter(({ count }) => count > 0)
    .map(({ unit, count }) => `${count} ${unit}${count === 1 ? '' : 's'}`)
    .join(', ');
}

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

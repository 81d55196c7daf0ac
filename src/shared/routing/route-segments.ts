import { ROUTES } from './route-table';

/**
 * Every static first path segment of the route table, lower-cased: a handle or
 * a publication slug spelled like one would shadow a page.
 */
export const ROUTE_FIRST_SEGMENTS: readonly string[] = [
  ...new Set(
    ROUTES.map((route) => route.path.split('/')[1] ?? '')
      .filter((segment) => segment && !segment.includes('{'))
      .map((segment) => segment.toLowerCase()),
  ),
];

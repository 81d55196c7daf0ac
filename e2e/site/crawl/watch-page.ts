import type { Page, Response } from '@playwright/test';
import { watchErrors } from '../../support/console-errors';

/**
 * Everything a page did wrong while the crawl drove it: errors it threw or
 * logged, server errors it met, and GraphQL answers carrying errors.
 */
export function watchPage(page: Page): string[] {
  const errors = watchErrors(page);
  const inspect = async (response: Response) => {
    if (response.status() >= 500) errors.push(`${response.status()} from ${response.url()}`);
    if (!new URL(response.url()).pathname.startsWith('/_/graphql')) return;
    const body = (await response.json().catch(() => null)) as { errors?: unknown[] } | null;
    if (body?.errors?.length)
      errors.push(`GraphQL errors from ${response.url()}: ${JSON.stringify(body.errors)}`);
  };
  page.on('response', (response) => void inspect(response));
  return errors;
}

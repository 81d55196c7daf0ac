import { CombinedGraphQLErrors } from '@apollo/client';

/** The server's message for a refused note or reply (too long, empty), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!CombinedGraphQLErrors.is(error)) return fallback;
  const badRequest = error.errors.find((item) => item.extensions?.code === 'BAD_REQUEST');
  return badRequest?.message ?? fallback;
}

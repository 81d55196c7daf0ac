import type { FastifyRequest } from 'fastify';
import type { FlagMap } from '@shared/flags';
import { parseFlagOverrides } from '@server/env';
import { withOverrides } from '@server/domains/flags';
import type { FlagStore } from '@server/domains/flags';

/** Only honoured with ENABLE_TEST_ROUTES: lets one browser see other flag values without touching the site. */
export const TEST_FLAGS_COOKIE = 'quire_test_flags';

export type RequestFlags = (request: FastifyRequest) => Promise<FlagMap>;

/**
 * The flags in force for a request: the site's, plus, on a test server only,
 * `name=value,…` overrides from the test-flags cookie — so end-to-end tests of
 * a flag-gated variant can run beside tests of the default one.
 */
export function createRequestFlags(
  flagStore: FlagStore,
  allowTestOverrides: boolean,
): RequestFlags {
  return async (request) => {
    const flags = await flagStore.getAll();
    const raw = allowTestOverrides ? request.cookies[TEST_FLAGS_COOKIE] : undefined;
    return raw ? withOverrides(flags, parseFlagOverrides(raw)) : flags;
  };
}

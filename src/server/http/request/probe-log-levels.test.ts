import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '@server/test/log-capture';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * The edge probes that once answered 500 with a stack trace at error level
 * now answer 4xx, and a 4xx is the requester's mistake: nothing at error
 * level, no stack, so an operator's alerting stays quiet.
 */
const log = captureLog();
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log });
});

afterAll(async () => {
  await app.close();
});

interface LogEntry {
  level: number;
  msg?: string;
  err?: { stack?: string };
  stack?: string;
}

const ERROR_LEVEL = 50;

/** Nothing logged since line `before` is at error level or carries a stack. */
function expectNoErrorLoggedSince(before: number) {
  const entries = log.lines.slice(before).map((line) => JSON.parse(line) as LogEntry);
  expect(entries.filter((entry) => entry.level >= ERROR_LEVEL)).toEqual([]);
  expect(entries.filter((entry) => entry.err?.stack ?? entry.stack)).toEqual([]);
}

const HIGHLIGHTS = 'query ($u: String!) { userHighlights(username: $u) { edges { cursor } } }';

describe('probes of the edge leave no error in the log', () => {
  it.each(['/assets/nope.js', '/feed/x/y', '/_/healthz'])('GET %s', async (url) => {
    const before = log.lines.length;
    const response = await app.request({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expectNoErrorLoggedSince(before);
  });

  it.each([
    [
      'written into the query',
      '{ userHighlights(username: "a\\u0000b") { edges { cursor } } }',
      {},
    ],
    ['in a variable', HIGHLIGHTS, { u: 'a\u0000b' }],
  ])('a NUL byte in a GraphQL string %s', async (_where, query, variables) => {
    const before = log.lines.length;
    const { status } = await app.graphql(query, { variables });
    expect(status).toBe(400);
    expectNoErrorLoggedSince(before);
  });
});

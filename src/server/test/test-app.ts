import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { QuireApp } from '../app';
import { createSession } from '../domains/auth';
import { loadConfig } from '../env';
import type { ServerConfig } from '../env';
import type { LogStream } from '../http/request/log-redaction';
import {
  SESSION_COOKIE,
  VISITOR_COOKIE,
  XSRF_COOKIE,
  signXsrfToken,
} from '../http/request/identity';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from './test-database';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hmac-0123456789';

/** What a request carries to act as someone: cookies plus the matching anti-forgery token. */
export interface Actor {
  cookies: Record<string, string>;
  xsrfToken: string;
  userId: string;
}

export interface TestApp extends QuireApp {
  config: ServerConfig;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  graphql<T = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; as?: Actor; withXsrf?: boolean },
  ): Promise<{
    status: number;
    body: { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  }>;
  /** Signs a user in directly (a session row and cookie), bypassing the sign-in flow. */
  signIn(userId: string): Promise<Actor>;
  visitor(): Actor;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logStream?: LogStream;
    /** A second database as the read replica (`database.readDb`), to tell which one answered. */
    withReplica?: boolean;
    /** This database instead of a fresh test one; closed with the app. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SESSION_SECRET: TEST_SECRET,
    DATA_DIR: '/tmp/quire-test-data',
    // Requests are injected, never from the network: like a server on loopback.
    HOST: '127.0.0.1',
    // A test's own synchronous set-up must not turn its requests into 503s
    // (load shedding has its own tests).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Factories write rows directly, past the changes the page cache listens to
    // (the page cache has its own tests).
    PAGE_CACHE: 'false',
    ...env,
  });
  const database =
    options.database ?? (options.withReplica ? await withReplica() : await openTestDatabase());
  const quire = await buildApp(config, {
    database,
    renderMode: 'source',
    logStream: options.logStream,
  });
  await quire.app.ready();

  const testApp: TestApp = {
    ...quire,
    config,
    request: (options) => quire.app.inject(options),
    async graphql(query, options = {}) {
      const actor = options.as ?? testApp.visitor();
      const response = await quire.app.inject({
        method: 'POST',
        url: '/_/graphql',
        headers: {
          'content-type': 'application/json',
          ...(options.withXsrf === false ? {} : { 'x-xsrf-token': actor.xsrfToken }),
        },
        cookies: actor.cookies,
        payload: { query, variables: options.variables ?? {} },
      });
      return { status: response.statusCode, body: response.json() };
    },
    async signIn(userId) {
      const { token } = await createSession({ db: database.db, userId });
      const xsrfToken = signXsrfToken(TEST_SECRET, `sid:${token}`);
      return { cookies: { [SESSION_COOKIE]: token, [XSRF_COOKIE]: xsrfToken }, xsrfToken, userId };
    },
    visitor() {
      const userId = 'lo_0123456789ab';
      const xsrfToken = signXsrfToken(TEST_SECRET, `uid:${userId}`);
      return { cookies: { [VISITOR_COOKIE]: userId, [XSRF_COOKIE]: xsrfToken }, xsrfToken, userId };
    },
    async close() {
      await quire.app.close();
      await database.close();
    },
  };
  return testApp;
}

/** A primary and a separate database standing in for its replica: reads show where they went. */
async function withReplica(): Promise<DatabaseHandle> {
  const primary = await openTestDatabase();
  const replica = await openTestDatabase();
  return {
    ...primary,
    readDb: replica.db,
    close: async () => {
      await Promise.all([primary.close(), replica.close()]);
    },
  };
}

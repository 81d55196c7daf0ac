import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { buildUser } from '@server/test/factories';
import { openTestDatabase } from '@server/test/test-database';
import { TEST_SECRET } from '@server/test/test-app';
import { LINK_TTL_MS, createEmailRequest } from './email-link.service';
import { verifyLoginCode } from './login-code.service';
import { LIMITS, hitLimit } from './rate-limit.service';
import { redeemSignInLink } from './redeem-link.service';

let database: DatabaseHandle;
let run = 0;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** A login request sent at `now` from a fresh browser. */
async function pendingRequest(now: Date) {
  run += 1;
  const user = await buildUser(database.db);
  const visitorId = `lo_${run.toString(16).padStart(12, '0')}`;
  const sent = await createEmailRequest({
    db: database.db,
    secret: TEST_SECRET,
    now,
    request: {
      purpose: 'signin',
      operation: 'login',
      email: user.email ?? '',
      userId: user.id,
      visitorId,
    },
  });
  return { ...sent, code: sent.code ?? '', user, visitorId, ip: `192.0.2.${run % 250}:${run}` };
}

describe('link expiry (injected clock)', () => {
  it('works just before ten minutes and not at ten minutes', async () => {
    const t0 = new Date('2030-01-01T00:00:00Z');
    const early = await pendingRequest(t0);
    const late = await pendingRequest(t0);
    const justBefore = new Date(t0.getTime() + LINK_TTL_MS - 1);
    const atExpiry = new Date(t0.getTime() + LINK_TTL_MS);
    expect(
      await redeemSignInLink({ db: database.db, token: late.token, now: atExpiry }),
    ).toBeNull();
    const redeemed = await redeemSignInLink({
      db: database.db,
      token: early.token,
      now: justBefore,
    });
    expect(redeemed).toMatchObject({ kind: 'signin', userId: early.user.id, isNewAccount: false });
    expect(
      await redeemSignInLink({ db: database.db, token: early.token, now: justBefore }),
    ).toBeNull();
  });

  it('refuses a code once the account had 100 failures this hour', async () => {
    const now = new Date('2030-02-01T00:10:00Z');
    const pending = await pendingRequest(now);
    const key = `code-fail:${pending.user.email ?? ''}`;
    for (let i = 0; i < 100; i += 1) {
      await hitLimit({ db: database.db, key, limit: LIMITS.codeFailuresPerAccount, now });
    }
    const result = await verifyLoginCode({
      db: database.db,
      secret: TEST_SECRET,
      visitorId: pending.visitorId,
      loginCode: pending.code,
      ip: pending.ip,
      now,
    });
    expect(result).toEqual({
      __typename: 'TooManyRequests',
      message: 'Too many incorrect codes for this account. Try again later.',
    });
  });
});

type Step =
  | { kind: 'rightCode' }
  | { kind: 'wrongCode'; offset: number }
  | { kind: 'useLink' }
  | { kind: 'useCodeToken' }
  | { kind: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'rightCode' }),
  fc.integer({ min: 1, max: 999_999 }).map<Step>((offset) => ({ kind: 'wrongCode', offset })),
  fc.constant<Step>({ kind: 'useLink' }),
  fc.constant<Step>({ kind: 'useCodeToken' }),
  fc.integer({ min: 0, max: 6 * 60 * 1000 }).map<Step>((ms) => ({ kind: 'wait', ms })),
);

describe('single use (property)', () => {
  it('over any sequence, a link or code signs in at most once and only within 10 minutes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const t0 = new Date(Date.UTC(2031, 0, 1) + run * 3_600_000);
        const pending = await pendingRequest(t0);
        let now = t0;
        let codeToken: string | null = null;
        let signIns = 0;
        let codeSuccesses = 0;
        let wrongTries = 0;
        for (const current of steps) {
          if (current.kind === 'wait') {
            now = new Date(now.getTime() + current.ms);
            continue;
          }
          const withinWindow = now.getTime() - t0.getTime() < LINK_TTL_MS;
          if (current.kind === 'rightCode' || current.kind === 'wrongCode') {
            const code =
              current.kind === 'rightCode'
                ? pending.code
                : String((Number(pending.code) + current.offset) % 1_000_000).padStart(6, '0');
            const result = await verifyLoginCode({
              db: database.db,
              secret: TEST_SECRET,
              visitorId: pending.visitorId,
              loginCode: code,
              ip: pending.ip,
              now,
            });
            if (current.kind === 'wrongCode') wrongTries += 1;
            if (result.__typename === 'Token') {
              codeSuccesses += 1;
              codeToken = result.token;
              expect(withinWindow).toBe(true);
              expect(wrongTries).toBeLessThan(5);
            }
            continue;
          }
          const token = current.kind === 'useLink' ? pending.token : codeToken;
          if (!token) continue;
          const redeemed = await redeemSignInLink({ db: database.db, token, now });
          if (redeemed) {
            signIns += 1;
            expect(withinWindow).toBe(true);
          }
        }
        expect(codeSuccesses).toBeLessThanOrEqual(1);
        expect(signIns).toBeLessThanOrEqual(1);
      }),
      { numRuns: 60 },
    );
  });
});

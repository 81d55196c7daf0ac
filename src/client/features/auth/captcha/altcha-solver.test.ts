import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { altchaPayload, fetchAndSolveAltcha, solveAltcha } from './altcha-solver';
import type { AltchaChallenge } from './altcha-solver';

function makeChallenge(number: number, maxnumber = 5000): AltchaChallenge {
  const salt = 'abc123?expires=9999999999&';
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
  const signature = createHmac('sha256', 'test-key').update(challenge).digest('hex');
  return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature };
}

describe('ALTCHA solver', () => {
  it('finds the number behind a challenge', async () => {
    await expect(solveAltcha(makeChallenge(1234), { batchSize: 200 })).resolves.toBe(1234);
  });

  it('returns null when no number in range solves it', async () => {
    await expect(solveAltcha(makeChallenge(900, 100))).resolves.toBeNull();
  });

  it('encodes the standard payload as base64 JSON', () => {
    const challenge = makeChallenge(7);
    const decoded: unknown = JSON.parse(
      Buffer.from(altchaPayload(challenge, 7), 'base64').toString(),
    );
    expect(decoded).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 7,
      salt: challenge.salt,
      signature: challenge.signature,
    });
  });

  it('fetches, solves and encodes', async () => {
    const challenge = makeChallenge(42, 100);
    const fetcher = (() =>
      Promise.resolve(new Response(JSON.stringify(challenge)))) as unknown as typeof fetch;
    const value = await fetchAndSolveAltcha('/_/captcha/challenge', fetcher);
    expect(JSON.parse(Buffer.from(value, 'base64').toString())).toMatchObject({ number: 42 });
  });
});

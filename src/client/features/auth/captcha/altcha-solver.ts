/**
 * ALTCHA proof of work: find n in 0..maxnumber with SHA-256(salt + n) === challenge,
 * then send base64(JSON.stringify({ algorithm, challenge, number, salt, signature })).
 */

export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface SolveOptions {
  /** Web Crypto; the browser's by default. */
  subtle?: SubtleCrypto;
  /** Hashes between yields to the event loop, so the page stays responsive. */
  batchSize?: number;
  signal?: AbortSignal;
}

const DEFAULT_BATCH = 500;

function toHex(buffer: ArrayBuffer): string {
  let hex = '';
  for (const byte of new Uint8Array(buffer)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function yieldToUi(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function hashName(algorithm: string): string {
  const name = algorithm.toUpperCase();
  if (name !== 'SHA-256' && name !== 'SHA-384' && name !== 'SHA-512') {
    throw new Error(`Unsupported captcha algorithm: ${algorithm}`);
  }
  return name;
}

/** The number solving the challenge, or null when none in range does. */
export async function solveAltcha(
  challenge: AltchaChallenge,
  options: SolveOptions = {},
): Promise<number | null> {
  const subtle = options.subtle ?? globalThis.crypto.subtle;
  const batch = options.batchSize ?? DEFAULT_BATCH;
  const algorithm = hashName(challenge.algorithm);
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= challenge.maxnumber; start += batch) {
    if (options.signal?.aborted) throw new Error('Captcha solving was cancelled');
    const end = Math.min(start + batch - 1, challenge.maxnumber);
    for (let n = start; n <= end; n += 1) {
      const digest = await subtle.digest(algorithm, encoder.encode(challenge.salt + String(n)));
      if (toHex(digest) === target) return n;
    }
    await yieldToUi();
  }
  return null;
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The standard ALTCHA payload sent as captchaValue. */
export function altchaPayload(challenge: AltchaChallenge, number: number): string {
  return base64(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
}

function isAltchaChallenge(value: unknown): value is AltchaChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.algorithm === 'string' &&
    typeof record.challenge === 'string' &&
    typeof record.maxnumber === 'number' &&
    typeof record.salt === 'string' &&
    typeof record.signature === 'string'
  );
}

/** Fetches a challenge, solves it, and returns the captchaValue to send. */
export async function fetchAndSolveAltcha(
  challengeUrl: string,
  fetcher: typeof fetch = fetch,
): Promise<string> {
  const response = await fetcher(challengeUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Captcha challenge answered ${response.status}`);
  const challenge: unknown = await response.json();
  if (!isAltchaChallenge(challenge)) throw new Error('Malformed captcha challenge');
  const number = await solveAltcha(challenge);
  if (number === null) throw new Error('Captcha challenge has no solution');
  return altchaPayload(challenge, number);
}

import { Resolver } from 'node:dns/promises';
import { SafeFetchError, safeFetch } from '@server/net/safe-fetch';
import { dnsChallengeName, httpChallengePath } from '@shared/content/custom-domains';
import type { CustomDomainCheck } from '@shared/content/custom-domains';

/**
 * The two ways a domain proves it is the publication's. Each answers null when
 * the token was found, or a sentence saying what was found instead.
 */

export interface CheckSettings {
  /**
   * CUSTOM_DOMAIN_LOCAL_CHECKS on a loopback server: a *.localhost domain's
   * HTTP challenge is fetched from this app itself on this port (no DNS knows
   * such names; browsers send them to loopback).
   */
  localChecksPort: number | null;
}

const TIMEOUT_MS = 5000;

async function checkDnsTxt(domain: string, token: string): Promise<string | null> {
  const name = dnsChallengeName(domain);
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 2 });
  let records: string[][];
  try {
    records = await resolver.resolveTxt(name);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') return `No TXT record was found at ${name}.`;
    return `The DNS lookup of ${name} failed (${code ?? 'no answer'}); try again in a moment.`;
  }
  // A long TXT value arrives in chunks of 255 characters.
  const values = records.map((chunks) => chunks.join('').trim());
  if (values.includes(token)) return null;
  return `The TXT record at ${name} does not hold this publication's token.`;
}

const isLocalName = (domain: string) => domain === 'localhost' || domain.endsWith('.localhost');

async function checkHttp(
  domain: string,
  token: string,
  settings: CheckSettings,
): Promise<string | null> {
  const local = settings.localChecksPort !== null && isLocalName(domain);
  const port = local ? `:${settings.localChecksPort}` : '';
  const url = `http://${domain}${port}${httpChallengePath(token)}`;
  try {
    const answer = await safeFetch(url, {
      timeoutMs: TIMEOUT_MS,
      maxBytes: 4096,
      maxRedirects: 3,
      accept: 'text/plain',
      ...(local
        ? {
            resolveForTests: () => Promise.resolve([{ address: '127.0.0.1', family: 4 as const }]),
            allowedHostsForTests: [`${domain}:${settings.localChecksPort}`],
          }
        : {}),
    });
    if (answer.status !== 200) return `${url} answered ${answer.status}, not the token.`;
    if (answer.body.toString('utf8').trim() !== token)
      return `${url} answered, but not with this publication's token.`;
    return null;
  } catch (error) {
    if (error instanceof SafeFetchError) return `${url} could not be fetched: ${error.message}`;
    throw error;
  }
}

export function runCheck(
  check: CustomDomainCheck,
  record: { domain: string; verificationToken: string },
  settings: CheckSettings,
): Promise<string | null> {
  return check === 'DNS_TXT'
    ? checkDnsTxt(record.domain, record.verificationToken)
    : checkHttp(record.domain, record.verificationToken, settings);
}

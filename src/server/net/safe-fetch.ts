import { lookup } from 'node:dns/promises';
import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { isBlockedAddress } from './ip-policy';

export type SafeFetchErrorCode =
  | 'BAD_URL'
  | 'DNS'
  | 'BLOCKED_ADDRESS'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'BAD_CONTENT_TYPE'
  | 'HTTP_STATUS'
  | 'NETWORK';

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface SafeFetchOptions {
  /** Body size limit after decompression; default 1 MB. */
  maxBytes?: number;
  /** Limit for the whole exchange, redirects included; default 5 s. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Accept header; when it asks for HTML, only text responses are read. */
  accept?: string;
  /** Tests only: lets every private or loopback address through. */
  allowPrivateAddressesForTests?: boolean;
  /** Tests only: exact `host:port` pairs let through despite a private address. */
  allowedHostsForTests?: readonly string[];
  /** Tests only: stands in for DNS, to show a changing answer is never re-asked. */
  resolveForTests?: (hostname: string) => Promise<Array<{ address: string; family: 4 | 6 }>>;
}

export interface SafeFetchResult {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

const DEFAULTS = { maxBytes: 1024 * 1024, timeoutMs: 5000, maxRedirects: 5 };
const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';
const USER_AGENT = 'Mozilla/5.0 (compatible; QuireBot/1.0; link previews)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const TEXT_TYPE = /^(text\/[a-z0-9.+-]+|application\/xhtml\+xml)\s*(;|$)/i;

function parseTarget(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('BAD_URL', 'Not a URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('BAD_URL', 'Only http and https URLs can be fetched.');
  if (url.username || url.password)
    throw new SafeFetchError('BAD_URL', 'URLs with credentials are not fetched.');
  return url;
}

interface Pinned {
  address: string;
  family: 4 | 6;
}

async function resolveHost(hostname: string): Promise<Pinned[]> {
  const family = isIP(hostname);
  if (family === 4 || family === 6) return [{ address: hostname, family }];
  try {
    const answers = await lookup(hostname, { all: true, verbatim: true });
    return answers.map((answer) => ({
      address: answer.address,
      family: answer.family === 6 ? 6 : 4,
    }));
  } catch {
    throw new SafeFetchError('DNS', `Could not resolve ${hostname}.`);
  }
}

/** Resolves once, checks every address, and returns the one to connect to. */
async function pinAddress(url: URL, options: SafeFetchOptions): Promise<Pinned> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = await (options.resolveForTests ?? resolveHost)(hostname);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const isAllowedForTests =
    options.allowPrivateAddressesForTests === true ||
    (options.allowedHostsForTests ?? []).includes(`${hostname}:${port}`);
  // Every answer must be public: a host that also resolves privately is refused outright.
  if (!isAllowedForTests && addresses.some((entry) => isBlockedAddress(entry.address)))
    throw new SafeFetchError('BLOCKED_ADDRESS', `${hostname} points at a private address.`);
  const first = addresses[0];
  if (!first) throw new SafeFetchError('DNS', `Could not resolve ${hostname}.`);
  return first;
}

/** A lookup that always answers the checked address, so DNS cannot change between check and connect. */
function pinnedLookup(pinned: Pinned): LookupFunction {
  return ((
    _hostname: string,
    options: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
}

function requestOnce(url: URL, pinned: Pinned, accept: string, signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      headers: { accept, 'accept-encoding': 'gzip, deflate, br', 'user-agent': USER_AGENT },
      lookup: pinnedLookup(pinned),
      // A fresh socket per hop: a pooled one could belong to an address checked for another host.
      agent: false,
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decoder) return response;
  return pipeline(response, decoder, () => undefined);
}

/** Reads at most maxBytes of decoded body; a bigger body (or a zip bomb) stops the download. */
async function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    throw new SafeFetchError('TOO_LARGE', 'The response is too large.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decoded(response)) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      response.destroy();
      throw new SafeFetchError('TOO_LARGE', 'The response is too large.');
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function checkContentType(response: IncomingMessage, accept: string): string {
  const contentType = response.headers['content-type'] ?? '';
  if (accept.includes('html') && !TEXT_TYPE.test(contentType)) {
    response.destroy();
    throw new SafeFetchError('BAD_CONTENT_TYPE', 'The link does not point at a web page.');
  }
  return contentType;
}

async function follow(start: URL, options: SafeFetchOptions, signal: AbortSignal) {
  const accept = options.accept ?? HTML_ACCEPT;
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  let url = start;
  for (let hop = 0; ; hop += 1) {
    const response = await requestOnce(url, await pinAddress(url, options), accept, signal);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (hop >= maxRedirects)
        throw new SafeFetchError('TOO_MANY_REDIRECTS', 'Too many redirects.');
      // Each hop is parsed and checked again like the first URL.
      url = parseTarget(new URL(location, url));
      continue;
    }
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new SafeFetchError('HTTP_STATUS', `The server answered ${status}.`);
    }
    const contentType = checkContentType(response, accept);
    const body = await readLimited(response, options.maxBytes ?? DEFAULTS.maxBytes);
    return { url: url.toString(), status, contentType, body };
  }
}

/**
 * GET a URL a user gave us without letting it reach private networks: only
 * http(s), every address checked (every redirect hop too), the checked address
 * pinned for the connection, and limits on time, size and redirects.
 */
export async function safeFetch(
  raw: string | URL,
  options: SafeFetchOptions = {},
): Promise<SafeFetchResult> {
  const start = parseTarget(raw);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULTS.timeoutMs);
  // The race also bounds steps that take no signal, such as the DNS lookup.
  const timedOut = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () =>
      reject(new SafeFetchError('TIMEOUT', 'The site took too long.')),
    );
  });
  const fetching = follow(start, options, controller.signal);
  fetching.catch(() => undefined);
  try {
    return await Promise.race([fetching, timedOut]);
  } catch (error) {
    if (controller.signal.aborted) throw new SafeFetchError('TIMEOUT', 'The site took too long.');
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError('NETWORK', 'The site could not be reached.');
  } finally {
    clearTimeout(timer);
  }
}

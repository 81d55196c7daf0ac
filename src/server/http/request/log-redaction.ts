import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go: stdout by default, a test's capture otherwise. */
export interface LogStream {
  write(line: string): void;
}

const REDACTED = '[redacted]';

/**
 * Query parameters that carry a secret: sign-in and unsubscribe tokens,
 * hand-off tickets, OAuth codes and state, account tokens, share keys.
 */
const SECRET_PARAM = /token|handoff|ticket|code|state|secret|password|credential|signature|^sk$/i;

/** Paths whose next segment is a secret (sign-out carries the anti-forgery token). */
const SECRET_SEGMENT_AFTER = ['/m/signout/'];

function redactPath(path: string): string {
  for (const prefix of SECRET_SEGMENT_AFTER) {
    if (path.startsWith(prefix) && path.length > prefix.length) {
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf('/');
      return `${prefix}${REDACTED}${slash === -1 ? '' : rest.slice(slash)}`;
    }
  }
  return path;
}

/** A value that is itself a URL (a `redirect` back to a page) may carry a token of its own. */
function redactNested(value: string, depth: number): string {
  if (depth > 2 || !/[?&=]/.test(value)) return value;
  return redactUrl(value, depth + 1);
}

/** A URL or request path with every secret value replaced by [redacted]. */
export function redactUrl(url: string, depth = 0): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const redactedPath = depth === 0 ? redactPath(path) : path;
  if (queryAt === -1) return redactedPath;
  const pairs: string[] = [];
  for (const [name, value] of new URLSearchParams(withoutHash.slice(queryAt + 1))) {
    const shown = SECRET_PARAM.test(name)
      ? REDACTED
      : encodeURIComponent(redactNested(value, depth));
    pairs.push(`${encodeURIComponent(name)}=${shown}`);
  }
  return `${redactedPath}?${pairs.join('&')}`;
}

/** Fastify's request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The server's logger: pino at LOG_LEVEL, request URLs redacted by the
 * serializer and secret-named fields by pino's redaction, so no sign-in,
 * sign-out or unsubscribe token reaches the log at any level.
 */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    serializers: { req: serializeRequest },
    redact: {
      paths: ['token', 'link', 'links', '*.token', '*.link', '*.links', 'headers.cookie'],
      censor: REDACTED,
    },
    ...(stream ? { stream } : {}),
  };
}

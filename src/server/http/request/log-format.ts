import pinoPretty from 'pino-pretty';
import type { ServerConfig } from '@server/env';
import type { LogStream } from './log-redaction';

/**
 * Fields a person at a terminal does without: the process and host are the same on every
 * line, and an access line says its method, path, status and time in its message
 * (access-log.ts). JSON lines keep them all, for machines.
 */
const HIDDEN_WHEN_PRETTY = 'pid,hostname,reqId,req,res,responseTime';

/** True when LOG_FORMAT asks for lines for people: `pretty`, or `auto` on a terminal. */
export function wantsPrettyLog(format: ServerConfig['logFormat'], isTerminal: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal);
}

/**
 * Where the server's log goes: undefined for pino's own JSON lines on stdout, or a
 * pretty printer writing readable lines there (one per entry, local time, colour on a
 * terminal). Written synchronously, as pino writes stdout, so the last lines before an
 * exit are not lost.
 */
export function logStreamFor(
  format: ServerConfig['logFormat'],
  isTerminal = Boolean(process.stdout.isTTY),
): LogStream | undefined {
  if (!wantsPrettyLog(format, isTerminal)) return undefined;
  return pinoPretty({
    colorize: isTerminal,
    translateTime: 'SYS:yyyy-mm-dd HH:MM:ss',
    ignore: HIDDEN_WHEN_PRETTY,
    singleLine: true,
    sync: true,
  });
}

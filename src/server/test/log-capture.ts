import type { LogStream } from '../http/request/log-redaction';

/** Collects the server's log lines (pino's JSON) so a test can read what an operator would. */
export function captureLog(): LogStream & { lines: string[]; text(): string } {
  const lines: string[] = [];
  return {
    lines,
    write(line) {
      lines.push(line);
    },
    text: () => lines.join(''),
  };
}

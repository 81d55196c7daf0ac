/** Turns whatever was thrown into the fields of a client error report (spec §7.4). */
export interface ErrorDetails {
  name: string;
  message: string;
  stack: string;
  fileName: string;
  lineNumber: number | null;
}

// The server's field limits: a longer value would fail the whole batch.
const LIMITS = { name: 200, message: 2000, stack: 20_000, fileName: 2000 } as const;

// First "url:line:column" in a stack: Chrome's "at f (url:1:2)" and Firefox's "f@url:1:2".
const FRAME = /((?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s()@]+?):(\d+):\d+/i;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function clip(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function toErrorDetails(error: unknown): ErrorDetails {
  // Duck-typed rather than instanceof: errors from iframes, DOMExceptions and
  // plain objects (e.g. built from an ErrorEvent) all carry these fields.
  const source =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const isErrorLike = typeof source.message === 'string' || typeof source.stack === 'string';
  const stack = text(source.stack);
  const frame = FRAME.exec(stack);
  const ownLine = source.lineNumber;
  const lineNumber =
    typeof ownLine === 'number' && Number.isInteger(ownLine)
      ? ownLine
      : frame?.[2]
        ? Number(frame[2])
        : null;
  return {
    name: clip(text(source.name) || 'Error', LIMITS.name),
    message: clip(isErrorLike ? text(source.message) : describe(error), LIMITS.message),
    stack: clip(stack, LIMITS.stack),
    fileName: clip(text(source.fileName) || (frame?.[1] ?? ''), LIMITS.fileName),
    lineNumber,
  };
}

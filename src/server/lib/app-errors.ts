import type { z } from 'zod';

/**
 * The errors services throw, whatever transport asked: each carries a code and
 * the HTTP status it is answered with. GraphQL turns them into
 * `extensions: { code, http: { status } }` (graphql/app-error-mask.ts) and the
 * REST routes into `{ error, message }` (http/request/error-handlers.ts); the
 * services know neither.
 */
const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

export interface AppErrorOptions {
  /** When the caller may try again; answered as Retry-After. */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly retryAfterSeconds?: number;

  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The HTTP headers the answer carries with the status. */
  get headers(): Record<string, string> | undefined {
    if (this.retryAfterSeconds === undefined) return undefined;
    return { 'retry-after': String(this.retryAfterSeconds) };
  }
}

function errorClass(code: AppErrorCode) {
  return class extends AppError {
    constructor(message: string, options?: AppErrorOptions) {
      super(code, message, options);
    }
  };
}

export const BadRequestError = errorClass('BAD_REQUEST');

export const ForbiddenError = errorClass('FORBIDDEN');
export const NotFoundError = errorClass('NOT_FOUND');
export const TooManyRequestsError = errorClass('TOO_MANY_REQUESTS');

/**
 * The error a refusal with this HTTP status is thrown as. Statuses without a
 * code of their own (410 Gone, 451) read as NOT_FOUND: an action on a story
 * that is gone is refused like one on a story that never was.
 */
export function appErrorForStatus(status: number, message: string): AppError {
  const code = (Object.keys(STATUS_BY_CODE) as AppErrorCode[]).find(
    (candidate) => STATUS_BY_CODE[candidate] === status,
  );
  return new AppError(code ?? 'NOT_FOUND', message);
}

/** The AppError behind an error, also when GraphQL wrapped it with a path. */
export function appErrorOf(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const original = (error as { originalError?: unknown } | null)?.originalError;
  return original && original !== error ? appErrorOf(original) : null;
}

/** Parses with zod, refusing bad input as BAD_REQUEST with the first issue's message. */
export function parseOrBadRequest<T extends z.ZodType>(
  schema: T,
  value: unknown,
  fallback = 'Bad request.',
): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? fallback);
  return parsed.data;
}

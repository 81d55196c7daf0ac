import type { FastifyReply } from 'fastify';

/** The `error` of a JSON error answer, by status. */
const ERROR_NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
};

/**
 * The one JSON shape of every REST error answer, `{ error, message }`, where
 * `error` names the status (BadRequest, NotFound…). The error handler answers
 * thrown application errors with it, and routes that refuse by hand too, all
 * through sendRestError.
 */
interface RestErrorBody {
  error: string;
  message?: string;
}

/** The body of a JSON error answer with this status. */
function restErrorBody(status: number, message?: string): RestErrorBody {
  const error = ERROR_NAMES[status] ?? (status >= 500 ? 'InternalServerError' : 'BadRequest');
  return message === undefined ? { error } : { error, message };
}

/** Answers the JSON error with this status; headers set on the reply before go along. */
export function sendRestError(reply: FastifyReply, status: number, message?: string): FastifyReply {
  return reply.code(status).send(restErrorBody(status, message));
}

import { GraphQLError } from 'graphql';

/** Typed errors services throw; they reach the client with a code and HTTP status. */
function makeError(code: string, status: number) {
  return class extends GraphQLError {
    constructor(message: string) {
      super(message, { extensions: { code, http: { status } } });
    }
  };
}

export const BadRequestError = makeError('BAD_REQUEST', 400);
export const UnauthorizedError = makeError('UNAUTHORIZED', 401);
export const ForbiddenError = makeError('FORBIDDEN', 403);
export const NotFoundError = makeError('NOT_FOUND', 404);
export const TooManyRequestsError = makeError('TOO_MANY_REQUESTS', 429);

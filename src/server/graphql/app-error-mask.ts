import { GraphQLError } from 'graphql';
import { createGraphQLError, maskError } from 'graphql-yoga';
import type { MaskError } from 'graphql-yoga';
import { appErrorOf } from '@server/lib/app-errors';

/**
 * The one place an application error becomes a GraphQL error: its message and
 * `extensions: { code, http: { status } }`, at the field it was thrown from.
 * Anything else keeps Yoga's masking ("Unexpected error.").
 */
export const maskAppErrors: MaskError = (error, message, isDev) => {
  const appError = appErrorOf(error);
  if (!appError) return maskError(error, message, isDev);
  const located = error instanceof GraphQLError ? error : undefined;
  return createGraphQLError(appError.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: {
      code: appError.code,
      http: { status: appError.status, ...(appError.headers && { headers: appError.headers }) },
      ...(appError.retryAfterSeconds !== undefined && {
        retryAfterSeconds: appError.retryAfterSeconds,
      }),
    },
  });
};

import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * A mutation's outcome, whatever shape the refusal took: the data, or the
 * server's message as it wrote it. The client keeps errors in the result
 * (errorPolicy 'all'), so a mutation never throws its refusal: every call site
 * reads this instead, and lint allows `useMutation` nowhere else.
 */
export type MutationOutcome<TData> =
  | { ok: true; data: TData }
  | {
      ok: false;
      message: string;
      code: string | null;
      /** The input field a refusal names (a ProfileFieldError's `field`), to show it there. */
      field?: string;
    };

/** What the client says when the server's answer never arrived. */
export const UNREACHABLE_MESSAGE = 'Something went wrong. Check your connection and try again.';

/**
 * The result-union members that carry a refusal and its message (base.graphql and the
 * domains' schemas); a call site that treats one of them apart reads `code`.
 */
const REFUSAL_TYPES = new Set([
  'AccountDeleted',
  'AccountSuspended',
  'AlreadyExists',
  'AlreadyExistsApple',
  'AlreadyExistsFacebook',
  'AlreadyExistsGoogle',
  'AlreadyExistsTwitter',
  'BadRequest',
  'Blocked',
  'Conflict',
  'FailedChallenge',
  'Forbidden',
  'NotFound',
  'PaymentMethodDeclined',
  'PostSuspended',
  'ProfileFieldError',
  'RemovedByUser',
  'ServiceUnavailable',
  'TooManyRequests',
  'Unauthorized',
  'UnavailableForLegalReasons',
  'UserCreationRateLimited',
  'WithheldInCountry',
]);

interface Refusal {
  __typename: string;
  message: string;
  field?: unknown;
}

function refusalIn(data: unknown): Refusal | null {
  if (!data || typeof data !== 'object') return null;
  for (const value of Object.values(data as Record<string, unknown>)) {
    const member = value as Partial<Refusal> | null;
    if (
      member &&
      typeof member === 'object' &&
      typeof member.__typename === 'string' &&
      REFUSAL_TYPES.has(member.__typename) &&
      typeof member.message === 'string'
    )
      return member as Refusal;
  }
  return null;
}

interface MutationResult<TData> {
  data?: TData | null;
  error?: unknown;
}

/** Reads a mutation's result: a GraphQL error, a refusal in the result union, or the data. */
export function outcomeOf<TData>(result: MutationResult<TData>): MutationOutcome<TData> {
  const { error, data } = result;
  // A CombinedGraphQLErrors, known by its shape: importing the class would weigh on every page.
  const errors = (error as { errors?: unknown } | null | undefined)?.errors;
  if (Array.isArray(errors)) {
    const first = errors[0] as { message?: string; extensions?: { code?: unknown } } | undefined;
    const code = first?.extensions?.code;
    return {
      ok: false,
      message: first?.message ?? UNREACHABLE_MESSAGE,
      code: typeof code === 'string' ? code : null,
    };
  }
  if (error || data === undefined || data === null)
    return { ok: false, message: UNREACHABLE_MESSAGE, code: null };
  const refusal = refusalIn(data);
  if (refusal)
    return {
      ok: false,
      message: refusal.message,
      code: refusal.__typename,
      ...(typeof refusal.field === 'string' ? { field: refusal.field } : {}),
    };
  return { ok: true, data };
}

/**
 * The server's words for a refusal, or `fallback` (the screen's own failure
 * text) when it gave none: the answer never came, or it failed unexpectedly.
 */
export function refusalMessage(
  outcome: { message: string; code: string | null },
  fallback: string,
) {
  return outcome.message === UNREACHABLE_MESSAGE || outcome.code === 'INTERNAL_SERVER_ERROR'
    ? fallback
    : outcome.message;
}

/**
 * `useMutation`, answering with the outcome: `const [run, { loading }] =
 * useMutationOutcome(DOC)`, then `const outcome = await run(variables)`, with
 * per-call options (update, optimisticResponse, refetchQueries) as a second argument.
 */
export function useMutationOutcome<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
) {
  const [mutate, state] = useMutation(document);
  const run = useCallback(
    async (
      variables: TVariables,
      options?: Omit<useMutation.MutationFunctionOptions<TData, TVariables>, 'variables'>,
    ): Promise<MutationOutcome<TData>> => {
      try {
        const result: MutationResult<TData> = await mutate({ ...options, variables });
        return outcomeOf(result);
      } catch (error) {
        return outcomeOf({ error });
      }
    },
    [mutate],
  );
  return [run, state] as const;
}

/** The same outside React: `client.mutate`, answering with the outcome. */
export async function mutateForOutcome<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  options: ApolloClient.MutateOptions<TData, TVariables>,
): Promise<MutationOutcome<TData>> {
  try {
    return outcomeOf((await client.mutate(options as never)) as MutationResult<TData>);
  } catch (error) {
    return outcomeOf({ error });
  }
}

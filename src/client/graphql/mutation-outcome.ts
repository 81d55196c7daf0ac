import { CombinedGraphQLErrors } from '@apollo/client';
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
  { ok: true; data: TData } | { ok: false; message: string; code: string | null };

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
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
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
  if (refusal) return { ok: false, message: refusal.message, code: refusal.__typename };
  return { ok: true, data };
}

/**
 * `useMutation`, answering with the outcome: `const [run, { loading }] =
 * useMutationOutcome(DOC)`, then `const outcome = await run(variables)`.
 */
export function useMutationOutcome<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
) {
  const [mutate, state] = useMutation(document);
  const run = useCallback(
    async (variables: TVariables): Promise<MutationOutcome<TData>> => {
      try {
        const result: MutationResult<TData> = await mutate({ variables });
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

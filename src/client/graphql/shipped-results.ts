import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { getMainDefinition } from '@apollo/client/utilities';
import type { ShippedResult } from '@shared/ssr-contract';

/** The operation's name: what a shipped result is filed under. */
export function operationNameOf(document: DocumentNode): string {
  return getMainDefinition(document).name?.value ?? '';
}

/**
 * Writes the results the server rendered with into the browser's cache, for
 * the operations of this document: hydration then reads exactly what the
 * server read, and sends no request.
 */
export function writeShippedResults(
  client: ApolloClient,
  document: DocumentNode,
  shipped: readonly ShippedResult[],
): void {
  const operation = operationNameOf(document);
  for (const result of shipped) {
    if (result.operation !== operation || !result.data) continue;
    client.writeQuery({ query: document, variables: result.variables, data: result.data });
  }
}

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { Reference } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { OperationTypeNode, getOperationAST } from 'graphql';
import type { DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import type { ExecuteOperation } from '@shared/ssr-contract';
import { possibleTypes } from './generated/possible-types';
import { ResultCache } from './result-cache';

const CLIENT_APP_HEADER = 'quire-client-app';
const ROUTE_HEADER = 'quire-route';
const PATH_HEADER = 'quire-path';
const OPERATION_HEADER = 'quire-operation';
const XSRF_HEADER = 'x-xsrf-token';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Generated from the schema by `npm run codegen` (scripts/codegen/possible-types.ts).
    possibleTypes,
    typePolicies: {
      Query: {
        fields: {
          postResult: {
            read(existing: Reference | undefined, { args, toReference }) {
              return (
                existing ??
                (typeof args?.id === 'string'
                  ? toReference({ __typename: 'Post', id: args.id })
                  : undefined)
              );
            },
          },
        },
      },
      VariantFlag: { keyFields: ['name'] },
      // The Partner Program pages ask for more or less of the viewer's one program: merge them.
      PartnerProgram: { merge: true },
      Tag: { keyFields: ['id'] },
    },
  });
}

const defaultOptions = {
  watchQuery: { errorPolicy: 'all' as const },
  query: { errorPolicy: 'all' as const },
  mutate: { errorPolicy: 'all' as const },
};

/**
 * Server side: operations run in-process against the schema, no HTTP round
 * trip, and their results are kept whole, not normalised (result-cache.ts).
 */
export function createServerApolloClient(execute: ExecuteOperation) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(operation.query, operation.variables)
          .then((result) => {
            observer.next(result as never);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
  const cache = new ResultCache();
  const client = new ApolloClient({ ssrMode: true, cache, link, defaultOptions });
  shareDocumentAnalysis(client);
  return { client, cache };
}

/** The private store in which Apollo Client keeps what it worked out about each document. */
interface DocumentAnalysisStore {
  queryManager: { transformCache: unknown };
}
let sharedDocumentAnalysis: unknown;

/**
 * Apollo Client works out, once per client, which directives a document holds and what
 * it sends (`QueryManager.getDocumentInfo`: five walks of the document). That is a
 * function of the document alone, and the server's documents are the same objects on
 * every page (compiled at build time, given __typename by ResultCache's one transform).
 * But the server makes a client per page, so every page worked it all out again: 13 % of
 * an uncached story's CPU. The server's clients share one store of it.
 */
function shareDocumentAnalysis(client: ApolloClient) {
  const queryManager = (client as unknown as DocumentAnalysisStore).queryManager;
  sharedDocumentAnalysis ??= queryManager.transformCache;
  queryManager.transformCache = sharedDocumentAnalysis;
}

const isMutation = (query: DocumentNode) =>
  getOperationAST(query)?.operation === OperationTypeNode.MUTATION;

export interface BrowserClientOptions {
  uri: string;
  version: string;
  getRouteName: () => string;
  /** Asked for mutations only: a logged-out reader who only reads gets no cookie. */
  getXsrfToken: () => Promise<string>;
}

/** Browser side: every request names its operation, app version, route and path (spec §7.1). */
export function createBrowserApolloClient(options: BrowserClientOptions) {
  const headersLink = new SetContextLink(async ({ headers = {} }, operation) => ({
    headers: {
      ...(headers as Record<string, string>),
      [OPERATION_HEADER]: operation.operationName ?? '',
      [CLIENT_APP_HEADER]: `lite/${options.version}`,
      [ROUTE_HEADER]: options.getRouteName() || 'unidentified',
      [PATH_HEADER]: window.location.pathname + window.location.search,
      ...(isMutation(operation.query) ? { [XSRF_HEADER]: await options.getXsrfToken() } : {}),
    },
  }));
  const httpLink = new HttpLink({ uri: options.uri, credentials: 'same-origin' });
  return new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([headersLink, httpLink]),
    defaultOptions,
  });
}

import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createServerApolloClient } from './apollo';

const NAME_QUERY = parse('query SiteName { site { name } }');

/** Apollo Client's own store of what it worked out about each document it ran. */
const analysisOf = (client: unknown) =>
  (client as { queryManager: { transformCache: { has(document: unknown): boolean } } }).queryManager
    .transformCache;

describe('the server’s Apollo clients', () => {
  it('work out what a document holds once per process, not once per page', async () => {
    const execute = () =>
      Promise.resolve({ data: { site: { __typename: 'Site', name: 'Quire' } } });
    const first = createServerApolloClient(execute).client;
    const { data } = await first.query({ query: NAME_QUERY });
    expect(data).toEqual({ site: { __typename: 'Site', name: 'Quire' } });

    // The next page's client already knows the document the first page ran.
    const next = createServerApolloClient(execute).client;
    expect(analysisOf(next)).toBe(analysisOf(first));
    expect(analysisOf(next).has(first.documentTransform.transformDocument(NAME_QUERY))).toBe(true);
  });
});

// Test support only: nothing in the app imports this.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SHELL_QUERY } from '@client/app/shell-query';
import type { Viewer } from '@client/app/use-viewer';

/** A client with no network, keeping partial data with errors like the app's (spec §7.1). */
export function offlineClient(): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.empty(),
    defaultOptions: {
      watchQuery: { errorPolicy: 'all' },
      query: { errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
}

/** A signed-in reader as the shell query returns them; any field can be overridden. */
export function viewerFixture(
  id: string,
  overrides: Partial<Viewer> = {},
): Viewer & { __typename: 'User' } {
  return {
    __typename: 'User',
    id,
    username: 'viewer',
    name: 'Viewer',
    imageId: null,
    mediumMemberAt: null,
    email: 'viewer@example.org',
    unverifiedEmail: null,
    isSuspended: false,
    ...overrides,
  };
}

/** An offline client whose cache holds the shell query: signed in as `viewer`, or signed out. */
export function clientWithViewer(viewer: Viewer | null): ApolloClient {
  const client = offlineClient();
  client.writeQuery({ query: SHELL_QUERY, data: { viewer, variantFlags: [] } });
  return client;
}

/** Server-renders `children` inside the client's provider, as the first page load does. */
export function renderWithClient(client: ApolloClient, children: ReactNode): string {
  return renderToStaticMarkup(<ApolloProvider client={client}>{children}</ApolloProvider>);
}

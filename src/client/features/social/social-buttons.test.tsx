import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SHELL_QUERY } from '@client/app/shell-query';
import type { ShellQuery } from '@client/graphql/generated/operations';
import { FollowButton } from './follow-button';
import { UserActionsMenu } from './user-actions-menu';

function render(viewerId: string | null, children: ReactNode): string {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.empty(),
    defaultOptions: {
      watchQuery: { errorPolicy: 'all' },
      query: { errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
  client.writeQuery({
    query: SHELL_QUERY,
    data: {
      viewer: viewerId
        ? ({
            __typename: 'User',
            id: viewerId,
            username: 'viewer',
            name: 'Viewer',
            imageId: null,
            mediumMemberAt: null,
            email: null,
            unverifiedEmail: null,
            isSuspended: false,
          } as unknown as ShellQuery['viewer'])
        : null,
      variantFlags: [],
    },
  });
  return renderToStaticMarkup(<ApolloProvider client={client}>{children}</ApolloProvider>);
}

const ada = { id: 'ada', name: 'Ada', username: 'ada', isFollowing: false };
const adaMenu = { id: 'ada', name: 'Ada', username: 'ada', isBlocking: false, isMuting: false };

describe('FollowButton', () => {
  it("reads 'Follow' or 'Following' as a toggle naming the person", () => {
    expect(render('bob', <FollowButton user={ada} />)).toContain('aria-pressed="false"');
    expect(render('bob', <FollowButton user={ada} />)).toContain('>Follow</button>');
    const following = render('bob', <FollowButton user={{ ...ada, isFollowing: true }} />);
    expect(following).toContain('aria-pressed="true"');
    expect(following).toContain('aria-label="Following Ada"');
    expect(following).toContain('>Following</button>');
  });

  it('is not shown for yourself, and is shown to a visitor', () => {
    expect(render('ada', <FollowButton user={ada} />)).toBe('');
    expect(render(null, <FollowButton user={ada} />)).toContain('>Follow</button>');
  });
});

describe('UserActionsMenu', () => {
  it('is a menu button for someone else, closed at first', () => {
    const html = render('bob', <UserActionsMenu user={adaMenu} />);
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-label="More actions for Ada"');
  });

  it('renders nothing for yourself or a visitor', () => {
    expect(render('ada', <UserActionsMenu user={adaMenu} />)).toBe('');
    expect(render(null, <UserActionsMenu user={adaMenu} />)).toBe('');
  });
});

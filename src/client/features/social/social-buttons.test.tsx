import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { clientWithViewer, renderWithClient, viewerFixture } from '@client/test/kits/apollo-kit';
import { FollowButton } from './follow-button';
import { UserActionsMenu } from './user-actions-menu';

function render(viewerId: string | null, children: ReactNode): string {
  const viewer = viewerId ? viewerFixture(viewerId, { email: null }) : null;
  return renderWithClient(clientWithViewer(viewer), children);
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

import { describe, expect, it, vi } from 'vitest';
import { userMenuItems, warnWithoutXsrfToken } from './user-menu-items';
import type { UserMenuInput, UserMenuViewer } from './user-menu-items';

const reader: UserMenuViewer = {
  username: 'ada',
  name: 'Ada Lovelace',
  isMember: false,
  isPartnerProgramEnrolled: false,
  canUseDesignEditor: false,
  isSuspended: false,
};

function menu(viewer: Partial<UserMenuViewer> = {}, input: Partial<UserMenuInput> = {}) {
  return userMenuItems({
    viewer: { ...reader, ...viewer },
    flags: { enable_mission_control: true },
    xsrfToken: 'tok',
    ...input,
  });
}

const labels = (items: ReturnType<typeof menu>) => items.map((item) => item.label);
const target = (items: ReturnType<typeof menu>, label: string) =>
  items.find((item) => item.label === label)?.to;

describe('userMenuItems', () => {
  it('lists all sixteen items in the spec order for a member with every option', () => {
    const items = menu({
      isMember: true,
      canUseDesignEditor: true,
      isPartnerProgramEnrolled: true,
    });
    expect(labels(items)).toEqual([
      'Member',
      'Ada Lovelace',
      'New story',
      'Stories',
      'Series',
      'Stats',
      'Design',
      'Settings',
      'Reading list',
      'Publications',
      'Control Your Recommendations',
      'Partner Program',
      'Gift a membership',
      'Profile',
      'Help',
      'Sign out',
    ]);
    expect(items.map((item) => item.to)).toEqual([
      '/',
      '/@ada',
      '/new-story',
      '/me/stories/drafts',
      '/me/series/drafts',
      '/me/stats',
      '/me/design',
      '/me/settings',
      '/me/list/saved',
      '/me/publications',
      '/me/missioncontrol',
      '/me/partner/dashboard',
      '/gift-checkout',
      '/@ada',
      '/help',
      '/m/signout/tok',
    ]);
    expect(items[1]?.detail).toBe('@ada');
  });

  it('offers a non-member Become a member instead of a gift, and no member badge', () => {
    const items = menu();
    expect(labels(items)).not.toContain('Gift a membership');
    expect(labels(items)).not.toContain('Member');
    expect(target(items, 'Become a member')).toBe('/membership');
  });

  it('shows Design only to accounts that may use the style editor', () => {
    expect(labels(menu())).not.toContain('Design');
    expect(labels(menu({ canUseDesignEditor: true }))).toContain('Design');
  });

  it('follows the mission-control flag, counting a missing flag as off', () => {
    expect(labels(menu())).toContain('Control Your Recommendations');
    const off = menu({}, { flags: { enable_mission_control: false } });
    expect(labels(off)).not.toContain('Control Your Recommendations');
    expect(target(off, 'Customize your interests')).toBe('/me/following/suggestions');
    expect(labels(menu({}, { flags: {} }))).toContain('Customize your interests');
  });

  it('sends Partner Program to the sign-up page until the writer is enrolled', () => {
    expect(target(menu(), 'Partner Program')).toBe('/me/partner/enroll');
    expect(target(menu({ isPartnerProgramEnrolled: true }), 'Partner Program')).toBe(
      '/me/partner/dashboard',
    );
  });

  it('shows How do I write? instead of New story to an account that cannot publish', () => {
    const items = menu({ isSuspended: true });
    expect(labels(items)).not.toContain('New story');
    expect(labels(items)[1]).toBe('How do I write?');
    expect(items[1]?.to).toBe('/help/how-do-i-write');
  });

  it('shows Sign out only with a session token', () => {
    expect(labels(menu({}, { xsrfToken: '' }))).not.toContain('Sign out');
    expect(target(menu({}, { xsrfToken: 'a/b' }), 'Sign out')).toBe('/m/signout/a%2Fb');
  });
});

describe('warnWithoutXsrfToken', () => {
  it("logs 'No xsrf token found' when the menu has no session token", () => {
    const warn = vi.fn();
    expect(warnWithoutXsrfToken('', warn)).toBe(true);
    expect(warn).toHaveBeenCalledWith('No xsrf token found');
  });

  it('stays quiet with a token', () => {
    const warn = vi.fn();
    expect(warnWithoutXsrfToken('tok', warn)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});

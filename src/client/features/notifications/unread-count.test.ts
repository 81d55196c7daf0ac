import { describe, expect, it } from 'vitest';
import { bellLabel } from '@client/shell/nav-bar/texts';
import { unreadCountText } from './unread-count';

describe('unreadCountText', () => {
  it('shows the count itself up to 99', () => {
    expect(unreadCountText(1)).toBe('1');
    expect(unreadCountText(42)).toBe('42');
    expect(unreadCountText(99)).toBe('99');
  });

  it("shows '99+' above 99", () => {
    expect(unreadCountText(100)).toBe('99+');
    expect(unreadCountText(12_345)).toBe('99+');
  });
});

describe('the bell’s accessible name', () => {
  it('says the unread count as the bell shows it', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(6)).toBe('Notifications, 6 unread');
    expect(bellLabel(99)).toBe('Notifications, 99 unread');
    expect(bellLabel(100)).toBe('Notifications, 99+ unread');
    expect(bellLabel(2_000)).toBe('Notifications, 99+ unread');
  });
});

import { describe, expect, it } from 'vitest';
import { buildFriendLink } from './friend-link-box';
import { writerLinks } from './writer-controls';

describe('friend link (navigation §4)', () => {
  it('adds source=friends_link and sk to the story URL', () => {
    expect(buildFriendLink('https://quire.test/@amy/story-abc123', 'k3y')).toBe(
      'https://quire.test/@amy/story-abc123?source=friends_link&sk=k3y',
    );
  });
});

describe('writer controls (navigation §2.5)', () => {
  it('links Edit story, Story settings and View stats', () => {
    expect(writerLinks('abc123')).toEqual([
      { label: 'Edit story', to: '/p/abc123/edit' },
      { label: 'Story settings', to: '/p/abc123/settings' },
      { label: 'View stats', to: '/me/stats/post/abc123' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { writerLinks } from './writer-controls';

describe('writer controls (navigation §2.5)', () => {
  it('links Edit story, Story settings and View stats', () => {
    expect(writerLinks('abc123')).toEqual([
      { label: 'Edit story', to: '/p/abc123/edit' },
      { label: 'Story settings', to: '/p/abc123/settings' },
      { label: 'View stats', to: '/me/stats/post/abc123' },
    ]);
  });
});

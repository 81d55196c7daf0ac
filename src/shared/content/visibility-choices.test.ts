import { describe, expect, it } from 'vitest';
import { visibilityChoices } from './visibility-choices';

const ALL = ['PUBLIC', 'UNLISTED', 'LOCKED'] as const;

describe('visibilityChoices', () => {
  it('offers every visibility while can_edit_members_only_posts is on', () => {
    expect(visibilityChoices(ALL, 'PUBLIC', true)).toEqual(['PUBLIC', 'UNLISTED', 'LOCKED']);
  });

  it('with the switch off, offers no way into member-only, nor out of it', () => {
    expect(visibilityChoices(ALL, 'UNLISTED', false)).toEqual(['PUBLIC', 'UNLISTED']);
    expect(visibilityChoices(ALL, 'LOCKED', false)).toEqual(['LOCKED']);
  });
});

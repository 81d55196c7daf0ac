import { describe, expect, it } from 'vitest';
import {
  draftOf,
  hasPendingChanges,
  normaliseUsername,
  pendingChanges,
  profileFieldOf,
} from './profile-draft';

describe('profile draft', () => {
  const saved = draftOf({ name: 'Ada', bio: 'Engines.', imageId: null });

  it('knows which save a change needs', () => {
    expect(pendingChanges(saved, { ...saved, bio: 'Poetry.' })).toEqual({
      text: true,
      image: false,
    });
    expect(pendingChanges(saved, { ...saved, imageId: 'a.png' })).toEqual({
      text: false,
      image: true,
    });
    expect(hasPendingChanges(saved, { ...saved })).toBe(false);
  });

  it('reads the field a refusal names, and nothing else', () => {
    expect(profileFieldOf('BIO')).toBe('BIO');
    expect(profileFieldOf('USERNAME')).toBe('USERNAME');
    expect(profileFieldOf(undefined)).toBeNull();
    expect(profileFieldOf('EMAIL')).toBeNull();
  });

  it('reads a username the way the server does', () => {
    expect(normaliseUsername('  @ada.l ')).toBe('ada.l');
  });
});

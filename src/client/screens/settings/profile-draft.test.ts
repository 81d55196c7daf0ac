import { describe, expect, it } from 'vitest';
import {
  draftOf,
  hasPendingChanges,
  normaliseUsername,
  pendingChanges,
  refusalOf,
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

  it('reads a refusal and ignores a success', () => {
    expect(
      refusalOf({ __typename: 'ProfileFieldError', field: 'BIO', message: 'Too long.' }),
    ).toEqual({ field: 'BIO', message: 'Too long.' });
    expect(
      refusalOf({
        __typename: 'User',
        id: '1',
        username: 'ada',
        name: 'Ada',
        bio: '',
        imageId: null,
      }),
    ).toBeNull();
  });

  it('reads a username the way the server does', () => {
    expect(normaliseUsername('  @ada.l ')).toBe('ada.l');
  });
});

import { describe, expect, it } from 'vitest';
import { USER_MENU_PATHS, writePath } from './nav-paths';

describe('writePath', () => {
  it('opens the editor, as the user menu’s New story does', () => {
    expect(writePath(false)).toBe(USER_MENU_PATHS.newStory);
  });

  it('explains writing to a suspended account, as its menu does', () => {
    expect(writePath(true)).toBe(USER_MENU_PATHS.howToWrite);
  });
});

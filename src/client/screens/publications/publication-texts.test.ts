import { describe, expect, it } from 'vitest';
import { pinToastText } from './publication-texts';

describe('the pin toast', () => {
  it('says what the spec says (routes-entities-shell §4.1)', () => {
    expect(pinToastText(true, 'Field Notes')).toBe(
      'The story has been pinned to the Field Notes homepage',
    );
    expect(pinToastText(false, 'Field Notes')).toBe(
      'The story has been unpinned from the Field Notes homepage',
    );
  });
});

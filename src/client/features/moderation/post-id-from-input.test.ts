import { describe, expect, it } from 'vitest';
import { postIdFromInput } from './post-id-from-input';

describe('postIdFromInput', () => {
  it.each([
    ['1a2b3c4d5e6f', '1a2b3c4d5e6f'],
    ['  1A2B3C4D5E6F ', '1a2b3c4d5e6f'],
    ['https://quire.example/@writer/my-story-1a2b3c4d5e6f', '1a2b3c4d5e6f'],
    ['/@writer/my-story-1a2b3c4d5e6f?source=friends_link&sk=abc', '1a2b3c4d5e6f'],
    ['https://quire.example/p/1a2b3c4d5e6f/edit', '1a2b3c4d5e6f'],
    ['/the-pub/a-title-1a2b3c4d5e6f#responses', '1a2b3c4d5e6f'],
  ])('reads %s', (input, id) => {
    expect(postIdFromInput(input)).toBe(id);
  });

  it.each(['', '   ', 'https://quire.example/', '/@writer', 'hello world'])(
    'finds nothing in %j',
    (input) => {
      expect(postIdFromInput(input)).toBeNull();
    },
  );
});

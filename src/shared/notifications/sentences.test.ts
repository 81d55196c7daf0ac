import { describe, expect, it } from 'vitest';
import { fillSentence, sentencePieces } from './sentences';

const values = { actor: 'Ada', post: '“Engines”', collection: 'a publication', milestone: '100' };

describe('notification sentences', () => {
  it('fills a type’s sentence, rollups sharing their type’s', () => {
    expect(fillSentence('response_created', values)).toBe('Ada responded to “Engines”');
    expect(fillSentence('post_recommended_rollup', values)).toBe('Ada clapped for “Engines”');
    expect(fillSentence('post_clapped_milestone', values)).toBe('“Engines” reached 100 claps');
  });

  it('knows no sentence for a type it was never told about', () => {
    expect(fillSentence('something_new', values)).toBeNull();
    expect(sentencePieces('something_new')).toBeNull();
  });

  it('splits a sentence into text and the placeholders a list emphasises', () => {
    expect(sentencePieces('users_following_you')).toEqual([
      { kind: 'placeholder', name: 'actor' },
      { kind: 'text', text: ' started following you' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { storyDateLine, storySummary, storyTitle } from './story-summary';

const base = { title: 'A title', subtitle: '', previewSubtitle: '', content: { paragraphs: [] } };

describe('storySummary', () => {
  it('prefers the subtitle', () => {
    expect(storySummary({ ...base, subtitle: 'The sub', previewSubtitle: 'Preview' })).toBe(
      'The sub',
    );
  });

  it('falls back to the preview subtitle', () => {
    expect(storySummary({ ...base, previewSubtitle: 'Preview' })).toBe('Preview');
  });

  it('takes the first words of the text, skipping headings and images', () => {
    const paragraphs = [
      { type: 'H3', text: '' },
      { type: 'IMG', text: 'caption' },
      { type: 'P', text: 'Once upon a time' },
      { type: 'P', text: 'there was a writer.' },
    ];
    expect(storySummary({ ...base, content: { paragraphs } })).toBe(
      'Once upon a time there was a writer.',
    );
  });

  it('cuts long text at 24 words with an ellipsis', () => {
    const text = Array.from({ length: 30 }, (_, index) => `w${index}`).join(' ');
    const summary = storySummary({ ...base, content: { paragraphs: [{ type: 'P', text }] } });
    expect(summary.split(' ')).toHaveLength(24);
    expect(summary.endsWith('w23…')).toBe(true);
  });
});

describe('storyTitle', () => {
  it('names an untitled story', () => {
    expect(storyTitle({ title: '  ' })).toBe('Untitled story');
    expect(storyTitle({ title: 'Hello' })).toBe('Hello');
  });
});

describe('storyDateLine', () => {
  const story = { updatedAt: '2026-03-04T12:00:00Z', latestPublishedAt: '2026-02-01T12:00:00Z' };

  it('shows when a draft was last edited', () => {
    expect(storyDateLine(story, 'drafts')).toMatchObject({
      label: 'Last edited',
      iso: '2026-03-04T12:00:00Z',
    });
  });

  it('shows when a published story went out', () => {
    expect(storyDateLine(story, 'public')).toMatchObject({
      label: 'Published',
      iso: '2026-02-01T12:00:00Z',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { storyImages } from '@shared/content/story-images';
import { addTags, initialPublishState, scheduleFor } from './publish-form';

describe('addTags', () => {
  it('adds comma-separated topics, skipping duplicates and anything past five', () => {
    expect(addTags(['Writing'], ' writing , Design,  Open   Source ')).toEqual([
      'Writing',
      'Design',
      'Open Source',
    ]);
    expect(addTags(['a', 'b', 'c', 'd'], 'e,f,g')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(addTags([], ' , ')).toEqual([]);
  });

  it('cuts a topic at 25 characters', () => {
    expect(addTags([], 'x'.repeat(40))).toEqual(['x'.repeat(25)]);
  });
});

describe('scheduleFor', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  it('publishes now without a time', () => {
    expect(scheduleFor({ when: 'now', scheduleAt: '' }, now)).toEqual({
      ok: true,
      publishAt: null,
    });
  });
  it('refuses a time in the past or a missing one', () => {
    expect(scheduleFor({ when: 'later', scheduleAt: '2020-01-01T10:00' }, now)).toEqual({
      ok: false,
      message: 'Choose a time in the future.',
    });
    expect(scheduleFor({ when: 'later', scheduleAt: '' }, now).ok).toBe(false);
  });
  it('sends a future time as an ISO instant', () => {
    const result = scheduleFor({ when: 'later', scheduleAt: '2030-01-01T10:00' }, now);
    expect(result).toEqual({ ok: true, publishAt: new Date('2030-01-01T10:00').toISOString() });
  });
});

describe('initialPublishState', () => {
  it('defaults to the story title, first image, centre focus, public and all rights reserved', () => {
    const paragraphs = [
      { name: 'a', type: 'P' as const, text: 'Opening line', markups: [] },
      {
        name: 'b',
        type: 'IMG' as const,
        text: 'cap',
        markups: [],
        metadata: { id: 'i1.png', originalWidth: 10, originalHeight: 20 },
      },
    ];
    expect(storyImages(paragraphs)).toEqual([{ id: 'i1.png', width: 10, height: 20, alt: 'cap' }]);
    expect(initialPublishState({ title: 'T', subtitle: '', paragraphs })).toEqual({
      previewTitle: 'T',
      previewSubtitle: 'Opening line',
      previewImageId: 'i1.png',
      focusPercentX: 50,
      focusPercentY: 50,
      tags: [],
      visibility: 'PUBLIC',
      license: 'ALL_RIGHTS_RESERVED',
      when: 'now',
      scheduleAt: '',
    });
  });
});

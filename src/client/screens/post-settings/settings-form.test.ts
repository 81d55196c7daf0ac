import { describe, expect, it } from 'vitest';
import {
  canonicalUrlProblem,
  initialSettings,
  settingsInput,
  splitServerMessage,
  storyImages,
} from './settings-form';
import { LICENSE_OPTIONS } from './texts';

const post = {
  __typename: 'Post' as const,
  id: 'p1',
  title: 'Title',
  mediumUrl: '/@a/title-p1',
  isPublished: true,
  statusForCollection: null,
  creator: { __typename: 'User' as const, id: 'u1' },
  collection: null,
  pendingCollection: null,
  previewTitle: 'Preview',
  previewSubtitle: 'Sub',
  previewImage: {
    __typename: 'ImageMetadata' as const,
    id: 'img1',
    focusPercentX: 20,
    focusPercentY: 80,
  },
  tags: [{ __typename: 'Tag' as const, id: 't1', displayTitle: 'Writing' }],
  seoTitle: null,
  seoDescription: 'Desc',
  canonicalUrl: null,
  license: 'CC_40_BY' as const,
  visibility: 'UNLISTED' as const,
};

describe('initialSettings', () => {
  it('reads the saved settings, with empty strings for unset texts', () => {
    expect(initialSettings({ post })).toEqual({
      previewTitle: 'Preview',
      previewSubtitle: 'Sub',
      previewImageId: 'img1',
      focusPercentX: 20,
      focusPercentY: 80,
      tags: ['Writing'],
      seoTitle: '',
      seoDescription: 'Desc',
      canonicalUrl: '',
      license: 'CC_40_BY',
      visibility: 'UNLISTED',
    });
  });
});

describe('settingsInput', () => {
  it('trims texts and sends empty strings to clear', () => {
    const input = settingsInput({
      ...initialSettings({ post }),
      seoTitle: '  Hello  ',
      previewImageId: null,
    });
    expect(input).toMatchObject({ seoTitle: 'Hello', canonicalUrl: '', previewImageId: '' });
    expect(input).not.toHaveProperty('focusPercentX');
  });

  it('does not cut an SEO title past the limit (the server decides)', () => {
    const long = 'x'.repeat(120);
    expect(settingsInput({ ...initialSettings({ post }), seoTitle: long }).seoTitle).toBe(long);
  });
});

describe('storyImages', () => {
  it('lists the image paragraphs', () => {
    const paragraphs = [
      {
        __typename: 'Paragraph' as const,
        name: 'a',
        type: 'P' as const,
        text: 'x',
        metadata: null,
      },
      {
        __typename: 'Paragraph' as const,
        name: 'b',
        type: 'IMG' as const,
        text: 'caption',
        metadata: {
          __typename: 'ImageMetadata' as const,
          id: 'img2',
          originalWidth: 800,
          originalHeight: 600,
          alt: null,
        },
      },
    ];
    expect(storyImages({ content: { paragraphs } })).toEqual([
      { id: 'img2', width: 800, height: 600, alt: 'caption' },
    ]);
  });
});

describe('canonicalUrlProblem', () => {
  it.each(['', 'https://example.com/story', 'http://example.com'])('accepts %j', (url) => {
    expect(canonicalUrlProblem(url)).toBeNull();
  });

  it.each(['example.com', 'ftp://example.com', 'mailto:a@b.c', 'https://exa mple.com'])(
    'refuses %j',
    (url) => {
      expect(canonicalUrlProblem(url)).toBe('Enter a link that starts with http:// or https://.');
    },
  );
});

describe('splitServerMessage', () => {
  it('finds the field a BadRequest names', () => {
    expect(splitServerMessage('canonicalUrl: Link is not a valid URL.')).toEqual({
      field: 'canonicalUrl',
      text: 'Link is not a valid URL.',
    });
  });

  it('keeps other messages whole', () => {
    expect(splitServerMessage('Post not found.')).toEqual({ field: null, text: 'Post not found.' });
  });
});

describe('licenses', () => {
  it('offers the nine licenses, each with a readable label', () => {
    expect(LICENSE_OPTIONS.map((option) => option.value).sort()).toEqual([
      'ALL_RIGHTS_RESERVED',
      'CC_40_BY',
      'CC_40_BY_NC',
      'CC_40_BY_NC_ND',
      'CC_40_BY_NC_SA',
      'CC_40_BY_ND',
      'CC_40_BY_SA',
      'CC_40_ZERO',
      'PUBLIC_DOMAIN',
    ]);
    expect(LICENSE_OPTIONS.every((option) => !option.label.includes('_'))).toBe(true);
  });
});

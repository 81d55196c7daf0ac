import { describe, expect, it } from 'vitest';
import { buildPostHead, storyTitle } from './post-head';
import type { StoryData } from './post-query';
import { statusForPostResult } from '@shared/access/post-result-status';

const story = {
  __typename: 'Post',
  id: 'abc123',
  title: 'A title',
  subtitle: 'A subtitle',
  mediumUrl: '/@amy/a-title-abc123',
  visibility: 'PUBLIC',
  isLocked: false,
  isPublished: true,
  firstPublishedAt: '2026-01-02T03:04:05.000Z',
  latestPublishedAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-03T00:00:00.000Z',
  seoTitle: null,
  seoDescription: null,
  canonicalUrl: null,
  previewSubtitle: 'A subtitle',
  creator: { id: 'u1', name: 'Amy', username: 'amy' },
  previewImage: {
    id: '0123456789abcdef0123456789abcdef.jpeg',
    originalWidth: 2400,
    originalHeight: 1600,
    alt: 'A cover',
  },
  content: { paragraphs: [] },
} as unknown as StoryData;

const context = { origin: 'https://quire.test', productName: 'Quire', twitterSite: '@quire' };

describe('buildPostHead', () => {
  it('builds canonical, OpenGraph, Twitter and the Article', () => {
    const head = buildPostHead(story, context);
    expect(head.canonical).toBe('https://quire.test/@amy/a-title-abc123');
    expect(head.robots).toBeNull();
    const image =
      'https://quire.test/media/resize:fill:1200:630/0123456789abcdef0123456789abcdef.jpeg';
    expect(head.properties).toEqual(
      expect.arrayContaining([
        ['og:site_name', 'Quire'],
        ['og:locale', 'en_US'],
        ['og:image', image],
        ['og:image:width', '1200'],
        ['og:image:height', '630'],
        ['og:image:type', 'image/jpeg'],
        ['og:image:alt', 'A cover'],
        ['article:published_time', '2026-01-02T03:04:05.000Z'],
      ]),
    );
    expect(head.names).toEqual(
      expect.arrayContaining([
        ['twitter:card', 'summary_large_image'],
        ['twitter:image', image],
        ['twitter:image:alt', 'A cover'],
        ['twitter:site', '@quire'],
      ]),
    );
    expect(head.jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'A title',
      image: [{ '@type': 'ImageObject', url: image, width: 1200, height: 630 }],
      author: { '@type': 'Person', name: 'Amy', url: 'https://quire.test/@amy' },
      publisher: {
        '@type': 'Organization',
        name: 'Quire',
        logo: { '@type': 'ImageObject', url: 'https://quire.test/_/social/logo.png' },
      },
    });
  });

  it('leaves twitter:site out when the site has no account', () => {
    const head = buildPostHead(story, { ...context, twitterSite: null });
    expect(head.names?.map(([name]) => name)).not.toContain('twitter:site');
  });

  it('prefers the SEO title and the original canonical URL, and hides unlisted stories', () => {
    const head = buildPostHead(
      {
        ...story,
        seoTitle: 'SEO',
        canonicalUrl: 'https://blog.example/original',
        visibility: 'UNLISTED',
      },
      context,
    );
    expect(head.canonical).toBe('https://blog.example/original');
    expect(head.properties).toContainEqual(['og:title', 'SEO']);
    expect(head.robots).toBe('noindex');
  });
});

describe('statusForPostResult', () => {
  it('maps result types to statuses', () => {
    expect(statusForPostResult('Post')).toBe(200);
    expect(statusForPostResult('NotFound')).toBe(404);
    expect(statusForPostResult('Unauthorized')).toBe(404);
    expect(statusForPostResult('RemovedByUser')).toBe(410);
    expect(statusForPostResult('PostSuspended')).toBe(410);
    expect(statusForPostResult('UnavailableForLegalReasons')).toBe(451);
  });
});

describe('storyTitle', () => {
  const untitled = (text: string) =>
    ({
      ...story,
      title: '  ',
      content: {
        paragraphs: [
          { type: 'P', text: '' },
          { type: 'P', text },
        ],
      },
    }) as unknown as StoryData;

  it('names an untitled story (a response) by its opening words, cut at a word', () => {
    expect(storyTitle(untitled('Short and sweet.'))).toBe('Short and sweet.');
    expect(
      storyTitle(
        untitled(
          'Every invitation deserves a reply, and this one deserves a long and careful one.',
        ),
      ),
    ).toBe('Every invitation deserves a reply, and this one deserves a…');
  });

  it('prefers the SEO title, then the title; an empty story falls back to its author', () => {
    expect(storyTitle({ ...story, seoTitle: 'For search' })).toBe('For search');
    expect(storyTitle(story)).toBe('A title');
    expect(storyTitle(untitled(''))).toBe('Amy');
  });
});

import fc from 'fast-check';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ParagraphList } from '@client/features/posts/paragraph-view';
import { MARKUP_TYPES } from '@shared/enums';
import type { Markup, Paragraph } from '@shared/content/paragraph-model';
import { describeNotification } from '@server/domains/notification-emails';
import { notificationMail } from '@server/mail/templates/notification-email';
import { renderAmpDocument } from './amp-document';
import type { AmpStory } from './amp-document';
import { storyHtml } from './story-html';

/**
 * Rendering cost is linear in what is stored: whatever markups a row holds
 * (overlapping, repeated, out of range, written before markups were
 * normalised), the story's HTML on the page, on AMP, in a feed item and the
 * passage quoted in a mail stay within a fixed multiple of the stored
 * content's size.
 *
 * The bound: HTML ≤ 12 × (characters of the content as stored JSON) + 2 KB
 * per paragraph. In normal form a stored markup gives at most one range, so
 * at most two run boundaries; a boundary closes and reopens at most the five
 * elements nested inside it (about 110 characters) and the range's own
 * element takes under 60 plus its address, while the markup takes at least 30
 * characters of JSON and its address. A character of text becomes at most 6
 * (an escaped `'`). The 2 KB cover a paragraph's own element and an image's
 * sources.
 */
const BOUND_PER_STORED_CHARACTER = 12;
const BOUND_PER_PARAGRAPH = 2048;

const ORIGIN = 'https://quire.test';
const LONG_HREF = `https://example.org/${'&"<'.repeat(150)}`;
const HREFS = [LONG_HREF, '/@amy?x=1&y=2', 'https://a.example/', 'javascript:alert(1)'];
const TEXT_TYPES = ['P', 'H3', 'H4', 'BQ', 'PQ', 'PRE', 'ULI', 'OLI', 'SECTION_CAPTION'] as const;

const textArb = fc.string({
  unit: fc.constantFrom('a', 'b', ' ', '\n', '&', '"', "'", '<', 'é', '😀'),
  maxLength: 200,
});

/** Any markups a row may hold: many, overlapping, of every type, some out of range. */
const storedMarkupsArb = (length: number): fc.Arbitrary<Markup[]> =>
  fc.array(
    fc
      .record({
        type: fc.constantFrom(...MARKUP_TYPES),
        a: fc.integer({ min: -3, max: length + 3 }),
        b: fc.integer({ min: -3, max: length + 3 }),
        href: fc.constantFrom(...HREFS),
      })
      .map(({ type, a, b, href }): Markup => {
        const range = { type, start: Math.min(a, b), end: Math.max(a, b) };
        return type === 'A' ? { ...range, href } : range;
      }),
    { maxLength: 300 },
  );

/** The shape of the pathological draft: long text, hundreds of wide, overlapping ranges. */
const pileUpArb = (length: number): fc.Arbitrary<Markup[]> =>
  fc.array(
    fc
      .record({
        type: fc.constantFrom('STRONG', 'EM', 'CODE', 'HIGHLIGHT', 'QUOTE', 'A'),
        start: fc.integer({ min: 0, max: Math.floor(length / 2) }),
        span: fc.integer({ min: Math.floor(length / 4), max: Math.floor(length / 2) }),
        href: fc.constantFrom(...HREFS),
      })
      .map(({ type, start, span, href }): Markup => {
        const range = { type, start, end: start + span };
        return type === 'A' ? { ...range, href } : range;
      }),
    { minLength: 200, maxLength: 1000 },
  );

const paragraphArb = (name: string): fc.Arbitrary<Paragraph> =>
  fc
    .record({
      type: fc.constantFrom(...TEXT_TYPES, 'IMG'),
      text: fc.oneof(
        textArb,
        textArb.map((text) => text.repeat(10).slice(0, 2000)),
      ),
    })
    .chain(({ type, text }) =>
      fc.oneof(storedMarkupsArb(text.length), pileUpArb(text.length)).map((markups): Paragraph => ({
        name,
        type,
        text,
        markups,
        ...(type === 'IMG'
          ? {
              metadata: { id: 'a1b2.jpeg', originalWidth: 1600, originalHeight: 900, alt: text },
            }
          : {}),
      })),
    );

const storyArb = fc
  .integer({ min: 1, max: 4 })
  .chain((count) =>
    fc.tuple(...Array.from({ length: count }, (_, index) => paragraphArb(`p${index}`))),
  );

function boundFor(paragraphs: readonly Paragraph[]): number {
  const stored = JSON.stringify({ paragraphs }).length;
  return BOUND_PER_STORED_CHARACTER * stored + BOUND_PER_PARAGRAPH * paragraphs.length;
}

function ampStory(paragraphs: Paragraph[]): AmpStory {
  return {
    title: 'Bounded',
    subtitle: '',
    paragraphs,
    isLocked: false,
    canonicalUrl: `${ORIGIN}/p/abc`,
    authorName: 'Amy',
    authorUrl: `${ORIGIN}/@amy`,
    publishedAt: null,
    tags: [],
    jsonLd: {},
  };
}

const ampBodyLength = (paragraphs: Paragraph[]) =>
  renderAmpDocument(ampStory(paragraphs), { origin: ORIGIN, productName: 'Quire' }).length -
  renderAmpDocument(ampStory([]), { origin: ORIGIN, productName: 'Quire' }).length;

function mailHtmlLength(quote: string | null): number {
  const mail = notificationMail({
    to: 'reader@example.org',
    productName: 'Quire',
    ...describeNotification({
      type: 'quote',
      origin: ORIGIN,
      actorName: 'Amy',
      actorUsername: 'amy',
      postId: 'abc',
      postTitle: 'Bounded',
      quote,
      count: null,
    }),
    groupLabel: 'Highlights',
    unsubscribeUrl: `${ORIGIN}/unsubscribe`,
    settingsUrl: `${ORIGIN}/me/settings`,
    messageId: '<m@quire.test>',
  });
  if (mail.html === undefined) throw new Error('a notification mail has an HTML part');
  return mail.html.length;
}

function expectWithinBound(paragraphs: Paragraph[]) {
  const bound = boundFor(paragraphs);
  const page = renderToString(createElement(ParagraphList, { paragraphs }));
  expect(page.length, 'page').toBeLessThanOrEqual(bound);
  expect(ampBodyLength(paragraphs), 'AMP').toBeLessThanOrEqual(bound);
  const item = storyHtml(paragraphs, { origin: ORIGIN, flavour: 'feed' });
  expect(item.length, 'feed item').toBeLessThanOrEqual(bound);
}

describe('rendered story size', () => {
  it('stays within the bound for the costliest shape: a link on every other character over five nested ranges', () => {
    const text = "'".repeat(2000);
    const nested = ['HIGHLIGHT', 'QUOTE', 'STRONG', 'EM', 'CODE'] as const;
    const markups: Markup[] = [
      ...nested.map((type): Markup => ({ type, start: 0, end: 2000 })),
      ...Array.from({ length: 995 }, (_, index): Markup => {
        const start = 2 * index;
        return { type: 'A', start, end: start + 1, href: '/' };
      }),
    ];
    expectWithinBound([{ name: 'comb', type: 'P', text, markups }]);
  });

  it('stays within a fixed multiple of the stored content on the page, AMP, feed items and mail (property)', () => {
    fc.assert(
      fc.property(storyArb, fc.nat(), (paragraphs, pick) => {
        expectWithinBound(paragraphs);
        // A mail quotes a passage of one paragraph, as plain text.
        const quoted = paragraphs[pick % paragraphs.length]?.text ?? '';
        const mailGrowth = mailHtmlLength(quoted) - mailHtmlLength(null);
        expect(mailGrowth, 'mail').toBeLessThanOrEqual(6 * quoted.length + BOUND_PER_PARAGRAPH);
      }),
      { numRuns: 100 },
    );
  });
});

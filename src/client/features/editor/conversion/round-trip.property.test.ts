import { getSchema } from '@tiptap/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKUP_TYPES } from '@shared/enums';
import { findContentIssues } from '@shared/content/content-input';
import type { Markup, Paragraph } from '@shared/content/paragraph-model';
import { storyExtensions } from '../extensions/story-extensions';
import { docToModel } from './doc-to-model';
import { normaliseMarkups } from './markups';
import { modelToDoc } from './model-to-doc';

/**
 * Any valid paragraph model survives model → editor document → model, up to
 * the normal form of markups (markups.ts): the result equals the input with
 * its markups normalised, and a model already in normal form comes back equal.
 */
const schema = getSchema(storyExtensions());

const TEXT_TYPES = [
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'COVER_TITLE',
  'SECTION_CAPTION',
  'BQ',
  'PQ',
  'PRE',
  'OLI',
  'ULI',
] as const;
const LAYOUTS = ['INSET_CENTER', 'OUTSET_CENTER', 'FULL_WIDTH'] as const;
// Focus points are percentages; the model allows fractions (a focal point picked on a large image).
const percentArb = fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10);
const HREFS = ['https://example.com/a', 'http://b.example/x?y=1', 'mailto:me@example.com'];

const textArb = fc.string({
  unit: fc.constantFrom('a', 'b', 'Z', ' ', '\n', 'é', '😀', '<', '&'),
  maxLength: 24,
});

function markupArb(length: number): fc.Arbitrary<Markup> {
  return fc
    .record({
      // Every markup type of the model: the editor keeps the four it writes and drops the rest.
      type: fc.constantFrom(...MARKUP_TYPES, 'STRONG', 'EM', 'CODE', 'A'),
      a: fc.nat({ max: length }),
      b: fc.nat({ max: length }),
      href: fc.constantFrom(...HREFS),
    })
    .filter(({ a, b }) => a !== b)
    .map(({ type, a, b, href }) => {
      const range = { type, start: Math.min(a, b), end: Math.max(a, b) };
      return type === 'A' ? { ...range, href } : range;
    });
}

const textParagraphArb = fc
  .record({ type: fc.constantFrom(...TEXT_TYPES), text: textArb })
  .chain(({ type, text }) =>
    fc
      .array(text.length ? markupArb(text.length) : fc.constant(null), { maxLength: 6 })
      .map((markups) => ({ type, text, markups: markups.filter((m) => m !== null) })),
  );

const imageArb = fc.record({
  type: fc.constant('IMG' as const),
  text: textArb,
  markups: fc.constant([]),
  layout: fc.option(fc.constantFrom(...LAYOUTS), { nil: undefined }),
  metadata: fc.record(
    {
      id: fc.constantFrom('a.png', '0f3c.jpeg'),
      originalWidth: fc.integer({ min: 1, max: 5000 }),
      originalHeight: fc.integer({ min: 1, max: 5000 }),
      focusPercentX: percentArb,
      focusPercentY: percentArb,
      alt: fc.string({ minLength: 1, maxLength: 10 }),
    },
    { requiredKeys: ['id', 'originalWidth', 'originalHeight'] },
  ),
});

const embedArb = fc.record({
  type: fc.constant('IFRAME' as const),
  text: textArb,
  markups: fc.constant([]),
  layout: fc.option(fc.constantFrom(...LAYOUTS), { nil: undefined }),
  iframe: fc.record({
    src: fc.constantFrom('https://www.youtube.com/embed/x1', 'https://player.vimeo.com/video/9'),
    width: fc.integer({ min: 1, max: 2000 }),
    height: fc.integer({ min: 1, max: 2000 }),
  }),
});

const cardArb = fc.record({
  type: fc.constant('MIXTAPE_EMBED' as const),
  text: textArb,
  markups: fc.constant([]),
  mixtapeMetadata: fc.record(
    { href: fc.constantFrom(...HREFS.slice(0, 2)), thumbnailImageId: fc.constant('thumb') },
    { requiredKeys: ['href'] },
  ),
});

const hrArb = fc.constant({ type: 'HR' as const, text: '', markups: [] });

const modelArb: fc.Arbitrary<Paragraph[]> = fc
  .array(fc.oneof(textParagraphArb, textParagraphArb, imageArb, embedArb, cardArb, hrArb), {
    minLength: 1,
    maxLength: 8,
  })
  .map((paragraphs) =>
    paragraphs.map((paragraph, index) => ({ ...paragraph, name: `n${index}` }) as Paragraph),
  );

function normalForm(paragraphs: Paragraph[]): Paragraph[] {
  const only = paragraphs[0];
  if (paragraphs.length === 1 && only?.type === 'P' && only.text === '') return [];
  return paragraphs.map((paragraph) => ({
    ...paragraph,
    markups: normaliseMarkups(paragraph.text, paragraph.markups),
  }));
}

describe('model ↔ editor document', () => {
  it('round-trips every valid model to its normal form, through a schema-valid document', () => {
    fc.assert(
      fc.property(modelArb, (paragraphs) => {
        fc.pre(findContentIssues({ paragraphs }).length === 0);
        const doc = modelToDoc(paragraphs);
        schema.nodeFromJSON(doc).check();
        expect(docToModel(doc)).toEqual(normalForm(paragraphs));
      }),
      { numRuns: 400 },
    );
  });

  it('returns a model already in normal form unchanged', () => {
    fc.assert(
      fc.property(modelArb.map(normalForm), (paragraphs) => {
        fc.pre(findContentIssues({ paragraphs }).length === 0);
        expect(docToModel(modelToDoc(paragraphs))).toEqual(paragraphs);
      }),
      { numRuns: 400 },
    );
  });

  it('normalises idempotently', () => {
    fc.assert(
      fc.property(textParagraphArb, ({ text, markups }) => {
        const once = normaliseMarkups(text, markups);
        expect(normaliseMarkups(text, once)).toEqual(once);
      }),
    );
  });
});

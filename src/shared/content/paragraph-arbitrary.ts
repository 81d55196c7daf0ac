import fc from 'fast-check';
import { normaliseMarkups } from './markup-normal-form';
import type { Markup, Paragraph, PostContent } from './paragraph-model';
import { IFRAME_ALLOWED_PREFIXES } from './safe-url';

/**
 * Valid story content for property tests: what the validator must always
 * accept (anyPostContentArbitrary, markups may overlap except links), and the same in the
 * normal form that is stored (postContentArbitrary).
 */

// Text without NUL: Postgres jsonb cannot store it, and the validator refuses it.
const text = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .map((value) => value.replaceAll(String.fromCharCode(0), ''));

const safeHref = fc.oneof(
  fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
  fc
    .emailAddress()
    .filter((address) => /^[a-z0-9]/i.test(address))
    .map((address) => `mailto:${address}`),
);

function markupsFor(length: number): fc.Arbitrary<Markup[]> {
  if (length === 0) return fc.constant([]);
  const range = fc
    .integer({ min: 0, max: length - 1 })
    .chain((start) => fc.tuple(fc.constant(start), fc.integer({ min: start + 1, max: length })));
  const markup = fc.oneof(
    range.chain(([start, end]) =>
      safeHref.map((href): Markup => ({ type: 'A', start, end, href })),
    ),
    fc
      .tuple(
        range,
        fc.constantFrom('CODE', 'EM', 'STRONG', 'HIGHLIGHT', 'QUOTE') as fc.Arbitrary<
          Markup['type']
        >,
      )
      .map(([[start, end], type]): Markup => ({ type, start, end })),
  );
  // A character is inside one link at most (the validator refuses overlapping links).
  return fc
    .array(markup, { maxLength: 3 })
    .map((markups) =>
      markups.filter(
        (candidate, index) =>
          candidate.type !== 'A' ||
          !markups
            .slice(0, index)
            .some(
              (other) =>
                other.type === 'A' && other.start < candidate.end && candidate.start < other.end,
            ),
      ),
    );
}

const percent = fc.integer({ min: 0, max: 1000 }).map((value) => value / 10);
const layout = fc.constantFrom('INSET_CENTER', 'OUTSET_CENTER', 'FULL_WIDTH') as fc.Arbitrary<
  NonNullable<Paragraph['layout']>
>;

const imageExtras = fc.record(
  {
    layout,
    metadata: fc.record(
      {
        id: fc.stringMatching(/^[0-9a-f]{6,16}\.(jpeg|png)$/),
        originalWidth: fc.integer({ min: 1, max: 8000 }),
        originalHeight: fc.integer({ min: 1, max: 8000 }),
        focusPercentX: percent,
        focusPercentY: percent,
        alt: text,
      },
      { requiredKeys: ['id', 'originalWidth', 'originalHeight'] },
    ),
  },
  { requiredKeys: ['metadata'] },
);

const iframeExtras = fc.record(
  {
    layout,
    iframe: fc.record({
      src: fc
        .tuple(
          fc.constantFrom(...IFRAME_ALLOWED_PREFIXES),
          fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
        )
        .map(([prefix, id]) => `${prefix}${id}`),
      width: fc.integer({ min: 1, max: 2000 }),
      height: fc.integer({ min: 1, max: 2000 }),
    }),
  },
  { requiredKeys: ['iframe'] },
);

const mixtapeExtras = fc.record({
  mixtapeMetadata: fc.record(
    { href: safeHref, thumbnailImageId: fc.stringMatching(/^[0-9a-f]{6,12}$/) },
    { requiredKeys: ['href'] },
  ),
});

const TEXT_TYPES = [
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'BQ',
  'PQ',
  'PRE',
  'OLI',
  'ULI',
  'COVER_TITLE',
  'SECTION_CAPTION',
] as const;

function paragraphNamed(name: string, isNormal: boolean): fc.Arbitrary<Paragraph> {
  const withText = (type: Paragraph['type'], extras: fc.Arbitrary<Partial<Paragraph>>) =>
    text.chain((value) =>
      fc.tuple(markupsFor(value.length), extras).map(([markups, extra]): Paragraph => ({
        name,
        type,
        text: value,
        markups: isNormal ? normaliseMarkups(value, markups) : markups,
        ...extra,
      })),
    );
  return fc.oneof(
    fc.constantFrom(...TEXT_TYPES).chain((type) => withText(type, fc.constant({}))),
    withText('IMG', imageExtras),
    withText('IFRAME', iframeExtras),
    withText('MIXTAPE_EMBED', mixtapeExtras),
    fc.constant<Paragraph>({ name, type: 'HR', text: '', markups: [] }),
  );
}

const contentArbitrary = (isNormal: boolean): fc.Arbitrary<PostContent> =>
  fc
    .uniqueArray(fc.stringMatching(/^[0-9a-f]{4}$/), { maxLength: 8 })
    .chain((names) => fc.tuple(...names.map((name) => paragraphNamed(name, isNormal))))
    .map((paragraphs) => ({ paragraphs }));

/** Valid content as it is written: markups may overlap, touch or repeat (links only touch). */
export const anyPostContentArbitrary = contentArbitrary(false);

/** Valid content as it is stored: markups in normal form (markup-normal-form.ts). */
export const postContentArbitrary = contentArbitrary(true);

import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import type { Paragraph } from '@shared/content/paragraph-model';
import { storyExtensions } from '../extensions/story-extensions';
import { docToModel } from './doc-to-model';
import { modelToDoc } from './model-to-doc';
import { normaliseMarkups } from './markups';

const schema = getSchema(storyExtensions());
const p = (
  name: string,
  type: Paragraph['type'],
  text: string,
  extra: Partial<Paragraph> = {},
) => ({ name, type, text, markups: [], ...extra });

describe('modelToDoc', () => {
  it('maps each paragraph type to its block and keeps names', () => {
    const doc = modelToDoc([
      p('a1', 'H3', 'Big'),
      p('a2', 'H4', 'Small'),
      p('a3', 'BQ', 'Quote'),
      p('a4', 'PQ', 'Pull'),
      p('a5', 'PRE', 'let x;\nx = 1;'),
      p('a6', 'HR', ''),
      p('a7', 'OLI', 'one'),
      p('a8', 'OLI', 'two'),
      p('a9', 'ULI', 'dot'),
    ]);
    expect(doc.content?.map((node) => node.type)).toEqual([
      'heading',
      'heading',
      'blockquote',
      'pullQuote',
      'codeBlock',
      'horizontalRule',
      'orderedList',
      'bulletList',
    ]);
    expect(doc.content?.[0]?.attrs).toEqual({ name: 'a1', level: 3 });
    expect(doc.content?.[6]?.content).toHaveLength(2);
    expect(() => schema.nodeFromJSON(doc).check()).not.toThrow();
  });

  it('turns line breaks into hard breaks outside code', () => {
    const doc = modelToDoc([
      p('b1', 'P', 'one\ntwo', { markups: [{ type: 'STRONG', start: 2, end: 5 }] }),
    ]);
    expect(doc.content?.[0]?.content).toEqual([
      { type: 'text', text: 'on' },
      { type: 'text', text: 'e', marks: [{ type: 'bold' }] },
      { type: 'hardBreak', marks: [{ type: 'bold' }] },
      { type: 'text', text: 't', marks: [{ type: 'bold' }] },
      { type: 'text', text: 'wo' },
    ]);
  });

  it('gives an empty story one empty paragraph', () => {
    expect(modelToDoc([], 'ff00')).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', attrs: { name: 'ff00' } }],
    });
  });
});

describe('docToModel', () => {
  it('reads an image with caption, layout and focal point', () => {
    const image = p('c1', 'IMG', 'A caption', {
      layout: 'FULL_WIDTH',
      metadata: { id: 'img.png', originalWidth: 800, originalHeight: 600, focusPercentX: 20 },
      markups: [{ type: 'EM', start: 2, end: 9 }],
    });
    expect(docToModel(modelToDoc([image]))).toEqual([image]);
  });

  it('reads embeds and link cards', () => {
    const paragraphs = [
      p('d1', 'IFRAME', '', {
        iframe: { src: 'https://www.youtube.com/embed/abc', width: 640, height: 360 },
      }),
      p('d2', 'MIXTAPE_EMBED', 'Title Description', {
        mixtapeMetadata: { href: 'https://example.com/', thumbnailImageId: 't1' },
        markups: [{ type: 'STRONG', start: 0, end: 5 }],
      }),
    ];
    expect(docToModel(modelToDoc(paragraphs))).toEqual(paragraphs);
  });

  it('renames duplicate and missing names, keeping the first use', () => {
    const model = docToModel({
      type: 'doc',
      content: [
        { type: 'paragraph', attrs: { name: 'x1' }, content: [{ type: 'text', text: 'a' }] },
        { type: 'paragraph', attrs: { name: 'x1' }, content: [{ type: 'text', text: 'b' }] },
        { type: 'paragraph', attrs: { name: null }, content: [{ type: 'text', text: 'c' }] },
      ],
    });
    expect(model[0]?.name).toBe('x1');
    const names = model.map((paragraph) => paragraph.name);
    expect(new Set(names).size).toBe(3);
  });

  it('reads an editor holding one empty paragraph as an empty story', () => {
    expect(docToModel(modelToDoc([]))).toEqual([]);
  });

  it('accepts H1 and H2 from stored stories', () => {
    const paragraphs = [p('e1', 'H1', 'One'), p('e2', 'H2', 'Two')];
    expect(docToModel(modelToDoc(paragraphs))).toEqual(paragraphs);
  });

  it('keeps a stored cover title and section caption until the writer changes their level', () => {
    const paragraphs = [p('c1', 'COVER_TITLE', 'Cover'), p('c2', 'SECTION_CAPTION', 'Caption')];
    const doc = modelToDoc(paragraphs);
    schema.nodeFromJSON(doc).check();
    expect(docToModel(doc)).toEqual(paragraphs);

    const [cover, caption] = doc.content ?? [];
    if (!cover?.attrs || !caption?.attrs) throw new Error('two headings expected');
    cover.attrs.level = 4;
    caption.attrs.level = 3;
    expect(docToModel(doc).map((paragraph) => paragraph.type)).toEqual(['H4', 'H3']);
  });
});

describe('normaliseMarkups', () => {
  it('merges overlapping and adjacent ranges and drops what the editor cannot hold', () => {
    expect(
      normaliseMarkups('abcdefghij', [
        { type: 'STRONG', start: 0, end: 3 },
        { type: 'STRONG', start: 3, end: 5 },
        { type: 'STRONG', start: 4, end: 6 },
        { type: 'HIGHLIGHT', start: 0, end: 2 },
        { type: 'EM', start: 8, end: 20 },
        { type: 'A', start: 1, end: 4, href: 'https://a.example/' },
        { type: 'A', start: 3, end: 6, href: 'https://b.example/' },
      ]),
    ).toEqual([
      { type: 'STRONG', start: 0, end: 6 },
      { type: 'A', start: 1, end: 3, href: 'https://a.example/' },
      { type: 'A', start: 3, end: 6, href: 'https://b.example/' },
      { type: 'EM', start: 8, end: 10 },
    ]);
  });
});

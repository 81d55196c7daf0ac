import { describe, expect, it } from 'vitest';
import { findContentIssues } from '@shared/content/content-input';
import { normaliseMarkups } from '@shared/content/markup-normal-form';
import { withoutTitleParagraph } from '@shared/content/story-outline';
import { DEMO_STORIES } from './demo-stories';

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

const markedPassages = () =>
  DEMO_STORIES.flatMap((story) =>
    story.paragraphs.flatMap((paragraph) =>
      (paragraph.markups ?? []).map((markup) => ({
        story: story.title,
        text: paragraph.text,
        markup,
        passage: paragraph.text.slice(markup.start, markup.end),
      })),
    ),
  );

describe('demo stories', () => {
  it('mark exactly the intended phrases', () => {
    expect(markedPassages().map(({ markup, passage }) => [markup.type, passage])).toEqual([
      ['EM', 'it is the point'],
      ['STRONG', 'Write for the person who will read every word.'],
      ['A', 'the Quire handbook'],
      ['CODE', 'fetchUser'],
    ]);
  });

  it('never cut a word with a markup boundary', () => {
    for (const { story, text, markup, passage } of markedPassages()) {
      const where = `${story}: "${passage}"`;
      expect(passage.trim(), where).toBe(passage);
      expect(WORD_CHARACTER.test(text.charAt(markup.start - 1)), where).toBe(false);
      expect(WORD_CHARACTER.test(text.charAt(markup.end)), where).toBe(false);
    }
  });

  it('store valid markups in normal form', () => {
    for (const story of DEMO_STORIES) {
      const paragraphs = story.paragraphs.map((paragraph, index) => ({
        ...paragraph,
        name: `p${index}`,
        markups: paragraph.markups ?? [],
      }));
      const markupIssues = findContentIssues({ paragraphs }).filter((issue) =>
        issue.path.includes('markups'),
      );
      expect(markupIssues, story.title).toEqual([]);
      for (const paragraph of paragraphs)
        expect(normaliseMarkups(paragraph.text, paragraph.markups)).toEqual(paragraph.markups);
    }
  });

  it('never repeat the title as a heading of the body', () => {
    for (const story of DEMO_STORIES) {
      const headings = withoutTitleParagraph(story.paragraphs, story.title).filter((paragraph) =>
        ['H1', 'H2', 'H3', 'H4', 'COVER_TITLE'].includes(paragraph.type),
      );
      expect(
        headings.map((heading) => heading.text),
        story.title,
      ).not.toContain(story.title);
    }
  });
});

import { Parser } from 'htmlparser2';

/** What a page says about itself in its <head>: meta tags by key, and the <title> text. */
export interface PageMeta {
  /** Lower-cased `property` or `name` → first non-empty `content`. */
  meta: Map<string, string>;
  title: string;
}

const MAX_TITLE_CHARS = 2000;

/**
 * Reads meta tags and the title with a streaming tokenizer: tolerant of broken
 * markup, entity-decoding, and it stops collecting at <body> since previews
 * only look at the head.
 */
export function readPageMeta(html: string): PageMeta {
  const meta = new Map<string, string>();
  let title = '';
  let isInTitle = false;
  let isDone = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (isDone) return;
        if (name === 'body') isDone = true;
        else if (name === 'title' && !title) isInTitle = true;
        else if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? attributes.itemprop ?? '')
            .trim()
            .toLowerCase();
          const content = attributes.content?.trim();
          if (key && content && !meta.has(key)) meta.set(key, content);
        }
      },
      ontext(text) {
        if (isInTitle && title.length < MAX_TITLE_CHARS) title += text;
      },
      onclosetag(name) {
        if (name === 'title') isInTitle = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { meta, title: title.trim() };
}

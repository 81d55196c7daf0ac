import { Parser } from 'htmlparser2';
import type { Paragraph } from '@shared/content/paragraph-model';
import { checkLinkHref } from '@shared/content/safe-url';
import { assignNames } from '../conversion/doc-to-model';
import { markupsFromCharacters } from '../conversion/markups';
import type { CharacterMarks } from '../conversion/markups';

/**
 * HTML pasted from another site → paragraphs of the model. Only text, the
 * paragraph types and the four markups survive; everything else (scripts,
 * styles, SVG, forms, event handlers, images from elsewhere, unsafe links)
 * is dropped, because nothing but text and checked hrefs is ever read.
 */
type Type = Paragraph['type'];

interface Frame {
  tag: string;
  type: Type;
  marks: CharacterMarks;
  isPre: boolean;
  listType: 'OLI' | 'ULI';
}

const SKIPPED = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'embed',
  'head', 'title', 'meta', 'link', 'button', 'input', 'select', 'textarea', 'option',
  'canvas', 'video', 'audio', 'img', 'picture', 'source', 'frame', 'frameset', 'applet',
]); // prettier-ignore

const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'figure',
  'figcaption', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'li', 'ul', 'ol',
  'table', 'tr', 'td', 'th', 'dl', 'dt', 'dd', 'address', 'details', 'summary', 'body', 'html',
]); // prettier-ignore

function blockType(tag: string, parent: Frame): Type {
  if (tag === 'h1' || tag === 'h2') return 'H3';
  if (/^h[3-6]$/.test(tag)) return 'H4';
  if (tag === 'blockquote') return 'BQ';
  if (tag === 'pre') return 'PRE';
  if (tag === 'li') return parent.listType;
  return parent.type;
}

function marksFor(tag: string, attribs: Record<string, string>, marks: CharacterMarks) {
  const next = { ...marks };
  const style = (attribs.style ?? '').toLowerCase();
  const isNormalWeight = /font-weight:\s*(normal|[1-4]00)\b/.test(style);
  if ((tag === 'b' || tag === 'strong') && !isNormalWeight) next.strong = true;
  if (/font-weight:\s*(bold|[6-9]00)\b/.test(style)) next.strong = true;
  if (tag === 'i' || tag === 'em' || /font-style:\s*italic/.test(style)) next.em = true;
  if (tag === 'code' || tag === 'kbd' || tag === 'samp' || tag === 'tt') next.code = true;
  if (tag === 'a') {
    const check = checkLinkHref((attribs.href ?? '').trim());
    next.href = check.ok ? check.url.href : null;
  }
  return next;
}

interface Current {
  type: Type;
  text: string;
  chars: CharacterMarks[];
}

export function cleanPastedHtml(html: string): Paragraph[] {
  const drafts: Array<Omit<Paragraph, 'name'> & { name: undefined }> = [];
  const root: Frame = {
    tag: '#root',
    type: 'P',
    marks: { strong: false, em: false, code: false, href: null },
    isPre: false,
    listType: 'ULI',
  };
  const stack: Frame[] = [root];
  let skipDepth = 0;
  let current: Current | null = null;
  const top = () => stack[stack.length - 1] ?? root;

  function flush() {
    if (!current) return;
    const { type, chars } = current;
    let { text } = current;
    const isPre = type === 'PRE';
    const start = isPre ? 0 : text.length - text.trimStart().length;
    text = isPre ? text.replace(/\n+$/, '') : text.trim();
    if (text.length > 0) {
      const markups = markupsFromCharacters(chars.slice(start, start + text.length));
      drafts.push({ name: undefined, type, text, markups });
    }
    current = null;
  }

  function append(piece: string, frame: Frame) {
    if (!piece) return;
    if (current && current.type !== frame.type) flush();
    current ??= { type: frame.type, text: '', chars: [] };
    let text = piece;
    if (!frame.isPre) {
      text = text.replace(/[\s\u00a0]+/g, ' ');
      if (text.startsWith(' ') && /(^|[ \n])$/.test(current.text)) text = text.slice(1);
    }
    current.text += text;
    for (let index = 0; index < text.length; index += 1) current.chars.push(frame.marks);
  }

  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        if (skipDepth > 0 || SKIPPED.has(tag)) {
          skipDepth += 1;
          return;
        }
        const parent = top();
        if (tag === 'br') return append('\n', { ...parent, isPre: true });
        if (tag === 'hr') {
          flush();
          drafts.push({ name: undefined, type: 'HR', text: '', markups: [] });
          return;
        }
        const frame: Frame = { ...parent, tag };
        if (BLOCKS.has(tag)) {
          flush();
          frame.type = blockType(tag, parent);
          frame.isPre = parent.isPre || tag === 'pre';
          if (tag === 'ol') frame.listType = 'OLI';
          if (tag === 'ul') frame.listType = 'ULI';
        } else {
          frame.marks = marksFor(tag, attribs, parent.marks);
        }
        stack.push(frame);
      },
      ontext(text) {
        if (skipDepth === 0) append(text, top());
      },
      onclosetag(tag) {
        if (skipDepth > 0) {
          skipDepth -= 1;
          return;
        }
        if (tag === 'br' || tag === 'hr') return;
        const index = stack.map((frame) => frame.tag).lastIndexOf(tag);
        if (index <= 0) return;
        if (BLOCKS.has(tag)) flush();
        stack.length = index;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return assignNames(drafts);
}

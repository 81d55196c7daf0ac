import { Node, mergeAttributes } from '@tiptap/core';
import type { Editor } from '@tiptap/core';
import { imageUrl } from '@shared/media/image-url';
import { checkIframeSrc, checkLinkHref } from '@shared/content/safe-url';
import { NODE } from '../conversion/doc-types';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mediaBlocks: {
      insertImage: (attrs: { mediaId: string; width: number; height: number }) => ReturnType;
      insertEmbed: (attrs: Record<string, unknown>, caption?: string) => ReturnType;
      insertMixtape: (attrs: Record<string, unknown>, text?: string) => ReturnType;
    };
  }
}

const LAYOUTS = ['INSET_CENTER', 'OUTSET_CENTER', 'FULL_WIDTH'];
const num = (value: string | null) => (value === null || value === '' ? null : Number(value));
const layoutOf = (element: HTMLElement) => {
  const layout = element.getAttribute('data-layout');
  return layout && LAYOUTS.includes(layout) ? layout : null;
};
const plain = (attrs: Record<string, unknown>) => ({ 'data-name': attrs['data-name'] ?? null });

/**
 * Enter in a caption (or a card's text) goes on writing in a new paragraph
 * below: these blocks are isolating, so the usual split does nothing there and
 * a media block at the end of a story would otherwise be a dead end.
 */
function continueBelow(editor: Editor, typeName: string): boolean {
  const { selection } = editor.state;
  if (!selection.empty || selection.$from.parent.type.name !== typeName) return false;
  const after = selection.$from.after();
  return editor
    .chain()
    .insertContentAt(after, { type: NODE.paragraph })
    .setTextSelection(after + 1)
    .scrollIntoView()
    .run();
}

/** An image with its caption (the paragraph text) below. */
export const StoryImage = Node.create({
  name: NODE.image,
  group: 'block',
  content: 'inline*',
  isolating: true,
  addAttributes: () => ({
    mediaId: { default: '', parseHTML: (el) => el.getAttribute('data-media-id') ?? '' },
    width: { default: 1, parseHTML: (el) => num(el.getAttribute('data-width')) ?? 1 },
    height: { default: 1, parseHTML: (el) => num(el.getAttribute('data-height')) ?? 1 },
    focusX: { default: null, parseHTML: (el) => num(el.getAttribute('data-focus-x')) },
    focusY: { default: null, parseHTML: (el) => num(el.getAttribute('data-focus-y')) },
    alt: { default: null, parseHTML: (el) => el.getAttribute('data-alt') },
    layout: { default: null, parseHTML: layoutOf },
  }),
  parseHTML: () => [{ tag: 'figure[data-media-id]' }],
  renderHTML: ({ node, HTMLAttributes }) => {
    const { mediaId, width, height, focusX, focusY, alt, layout } = node.attrs as Record<
      string,
      string | number | null
    >;
    return [
      'figure',
      mergeAttributes(plain(HTMLAttributes), {
        class: 'story-image',
        'data-media-id': mediaId,
        'data-width': width,
        'data-height': height,
        'data-focus-x': focusX,
        'data-focus-y': focusY,
        'data-alt': alt,
        'data-layout': layout,
      }),
      [
        'img',
        {
          src: imageUrl(String(mediaId), { width: 1000 }),
          alt: alt ?? '',
          width,
          height,
          contenteditable: 'false',
          draggable: 'false',
        },
      ],
      ['figcaption', { 'data-placeholder': 'Type caption for image (optional)' }, 0],
    ];
  },
  addKeyboardShortcuts() {
    return { Enter: () => continueBelow(this.editor, this.name) };
  },
  addCommands() {
    return {
      insertImage:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});

/** A YouTube or Vimeo player: shown as a labelled box in the editor, played on the story page. */
export const StoryEmbed = Node.create({
  name: NODE.embed,
  group: 'block',
  content: 'inline*',
  isolating: true,
  addAttributes: () => ({
    src: { default: '', parseHTML: (el) => el.getAttribute('data-src') ?? '' },
    width: { default: 640, parseHTML: (el) => num(el.getAttribute('data-width')) ?? 640 },
    height: { default: 360, parseHTML: (el) => num(el.getAttribute('data-height')) ?? 360 },
    layout: { default: null, parseHTML: layoutOf },
  }),
  parseHTML: () => [
    {
      tag: 'figure[data-src]',
      getAttrs: (el) => (checkIframeSrc(el.getAttribute('data-src') ?? '').ok ? null : false),
    },
  ],
  renderHTML: ({ node, HTMLAttributes }) => {
    const src = String(node.attrs.src);
    const host = checkIframeSrc(src).ok ? new URL(src).host : '';
    return [
      'figure',
      mergeAttributes(plain(HTMLAttributes), {
        class: 'story-embed',
        'data-src': src,
        'data-width': node.attrs.width as number,
        'data-height': node.attrs.height as number,
        'data-layout': node.attrs.layout as string | null,
      }),
      ['div', { class: 'story-embed-frame', contenteditable: 'false' }, `Embedded player: ${host}`],
      ['figcaption', 0],
    ];
  },
  addKeyboardShortcuts() {
    return { Enter: () => continueBelow(this.editor, this.name) };
  },
  addCommands() {
    return {
      insertEmbed:
        (attrs, caption) =>
        ({ commands }) =>
          commands.insertContent({
            type: this.name,
            attrs,
            ...(caption ? { content: [{ type: 'text', text: caption }] } : {}),
          }),
    };
  },
});

/** A link card: the text (title and description) links to `href`. */
export const StoryMixtape = Node.create({
  name: NODE.mixtape,
  group: 'block',
  content: 'inline*',
  isolating: true,
  addAttributes: () => ({
    href: { default: '', parseHTML: (el) => el.getAttribute('data-href') ?? '' },
    thumbnailImageId: { default: null, parseHTML: (el) => el.getAttribute('data-thumbnail') },
  }),
  parseHTML: () => [
    {
      tag: 'div[data-href]',
      getAttrs: (el) => (checkLinkHref(el.getAttribute('data-href') ?? '').ok ? null : false),
    },
  ],
  renderHTML: ({ node, HTMLAttributes }) => [
    'div',
    mergeAttributes(plain(HTMLAttributes), {
      class: 'story-mixtape',
      'data-href': node.attrs.href as string,
      'data-thumbnail': node.attrs.thumbnailImageId as string | null,
    }),
    ['div', { class: 'story-mixtape-text' }, 0],
    ['div', { class: 'story-mixtape-host', contenteditable: 'false' }, hostOf(node.attrs.href)],
  ],
  addKeyboardShortcuts() {
    return { Enter: () => continueBelow(this.editor, this.name) };
  },
  addCommands() {
    return {
      insertMixtape:
        (attrs, text) =>
        ({ commands }) =>
          commands.insertContent({
            type: this.name,
            attrs,
            ...(text ? { content: [{ type: 'text', text }] } : {}),
          }),
    };
  },
});

function hostOf(href: unknown): string {
  const check = typeof href === 'string' ? checkLinkHref(href) : null;
  return check?.ok ? check.url.host : '';
}

import { Node, mergeAttributes, textblockTypeInputRule } from '@tiptap/core';
import { Code } from '@tiptap/extension-code';
import { CodeBlock } from '@tiptap/extension-code-block';
import { Heading } from '@tiptap/extension-heading';
import { ListItem } from '@tiptap/extension-list';
import { NODE } from '../conversion/doc-types';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    quoteBlocks: {
      /** Cycles paragraph → quote → pull quote → paragraph. */
      cycleQuote: () => ReturnType;
    };
  }
}

/** Heading-like paragraph types a heading block stands for, besides H1–H4. */
const SPECIAL_HEADINGS = ['COVER_TITLE', 'SECTION_CAPTION'];

/**
 * Big heading (H3) and small heading (H4); H1/H2 are read from stored stories.
 * A stored cover title or section caption shows as a heading and keeps its
 * paragraph type until the writer changes the block (a new level, a split).
 */
export const StoryHeading = Heading.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      paragraphType: {
        default: null,
        keepOnSplit: false,
        parseHTML: (element: HTMLElement) => {
          const type = element.getAttribute('data-paragraph-type');
          return type && SPECIAL_HEADINGS.includes(type) ? type : null;
        },
        renderHTML: (attributes: Record<string, unknown>) =>
          typeof attributes.paragraphType === 'string'
            ? { 'data-paragraph-type': attributes.paragraphType }
            : {},
      },
    };
  },
  addInputRules() {
    return [
      textblockTypeInputRule({ find: /^#\s$/, type: this.type, getAttributes: { level: 3 } }),
      textblockTypeInputRule({ find: /^##\s$/, type: this.type, getAttributes: { level: 4 } }),
    ];
  },
  addKeyboardShortcuts() {
    return {
      'Mod-Alt-1': () => this.editor.commands.toggleHeading({ level: 3 }),
      'Mod-Alt-2': () => this.editor.commands.toggleHeading({ level: 4 }),
    };
  },
}).configure({ levels: [1, 2, 3, 4] });

/** A quote is one paragraph of the model, so it holds text, not blocks. */
export const Quote = Node.create({
  name: NODE.blockquote,
  group: 'block',
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'blockquote' }],
  renderHTML: ({ HTMLAttributes }) => ['blockquote', mergeAttributes(HTMLAttributes), 0],
  addInputRules() {
    return [textblockTypeInputRule({ find: /^>\s$/, type: this.type })];
  },
  addCommands() {
    return {
      cycleQuote:
        () =>
        ({ editor, commands }) => {
          if (editor.isActive(NODE.blockquote)) return commands.setNode(NODE.pullQuote);
          if (editor.isActive(NODE.pullQuote)) return commands.setNode(NODE.paragraph);
          return commands.setNode(NODE.blockquote);
        },
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-Alt-5': () => this.editor.commands.cycleQuote() };
  },
});

export const PullQuote = Node.create({
  name: NODE.pullQuote,
  group: 'block',
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'blockquote[data-pull-quote]', priority: 60 }],
  renderHTML: ({ HTMLAttributes }) => [
    'blockquote',
    mergeAttributes(HTMLAttributes, { 'data-pull-quote': '', class: 'pull-quote' }),
    0,
  ],
});

/** Code keeps the marks the model allows on any paragraph, so stored stories round-trip. */
export const StoryCodeBlock = CodeBlock.extend({ marks: '_' }).configure({
  enableTabIndentation: false,
});

/** Inline code may be bold, italic or linked, like any other markup. */
export const StoryCode = Code.extend({ excludes: 'code' });

/** A list item is one OLI/ULI paragraph: no nested blocks. */
export const StoryListItem = ListItem.extend({ content: 'paragraph' });

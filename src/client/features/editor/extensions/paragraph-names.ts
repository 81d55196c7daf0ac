import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { newParagraphName } from '@shared/content/paragraph-names';
import { NODE } from '../conversion/doc-types';

/** Blocks that stand for one paragraph of the model and carry its name. */
const NAMED_BLOCKS = [
  NODE.paragraph,
  NODE.heading,
  NODE.blockquote,
  NODE.pullQuote,
  NODE.codeBlock,
  NODE.image,
  NODE.embed,
  NODE.mixtape,
  NODE.horizontalRule,
];

const NAMED = new Set<string>(NAMED_BLOCKS);
const key = new PluginKey('paragraphNames');

/**
 * Keeps paragraph names (the anchors of highlights and notes) on their blocks:
 * a split leaves the name on the first half (keepOnSplit: false), and any block
 * without a name, or with one used earlier in the document, gets a new one.
 */
export const ParagraphNames = Extension.create({
  name: 'paragraphNames',

  addGlobalAttributes() {
    return [
      {
        types: NAMED_BLOCKS,
        attributes: {
          name: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element: HTMLElement) => element.getAttribute('data-name'),
            renderHTML: (attributes: Record<string, unknown>) =>
              typeof attributes.name === 'string' ? { 'data-name': attributes.name } : {},
          },
        },
      },
    ];
  },

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key,
        appendTransaction: (transactions, _old, state) => {
          if (!transactions.some((transaction) => transaction.docChanged)) return null;
          const taken = new Set<string>();
          state.doc.descendants((node) => {
            if (typeof node.attrs.name === 'string') taken.add(node.attrs.name);
          });
          const seen = new Set<string>();
          const tr = state.tr;
          state.doc.descendants((node, pos) => {
            if (!NAMED.has(node.type.name)) return true;
            const name = node.attrs.name as unknown;
            if (typeof name !== 'string' || name === '' || seen.has(name)) {
              const fresh = newParagraphName(taken);
              taken.add(fresh);
              seen.add(fresh);
              tr.setNodeAttribute(pos, 'name', fresh);
            } else {
              seen.add(name);
            }
            return node.type.name !== NODE.paragraph;
          });
          return tr.docChanged ? tr.setMeta('addToHistory', false) : null;
        },
      }),
    ];
  },
});

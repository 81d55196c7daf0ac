import type { Editor } from '@tiptap/core';
import { NODE } from '../conversion/doc-types';

export interface ToolbarState {
  isBold: boolean;
  isItalic: boolean;
  isLink: boolean;
  isBigHeading: boolean;
  isSmallHeading: boolean;
  isQuote: boolean;
  isCode: boolean;
  href: string;
}

export function toolbarStateOf(editor: Editor): ToolbarState {
  return {
    isBold: editor.isActive('bold'),
    isItalic: editor.isActive('italic'),
    isLink: editor.isActive('link'),
    isBigHeading: editor.isActive(NODE.heading, { level: 3 }),
    isSmallHeading: editor.isActive(NODE.heading, { level: 4 }),
    isQuote: editor.isActive(NODE.blockquote) || editor.isActive(NODE.pullQuote),
    isCode: editor.isActive('code'),
    href: String(editor.getAttributes('link').href ?? ''),
  };
}

import type { Extensions } from '@tiptap/core';
import { Link } from '@tiptap/extension-link';
import { Placeholder } from '@tiptap/extension-placeholder';
import { StarterKit } from '@tiptap/starter-kit';
import { checkLinkHref } from '@shared/content/safe-url';
import { StoryEmbed, StoryImage, StoryMixtape } from './media-blocks';
import { ParagraphNames } from './paragraph-names';
import {
  PullQuote,
  Quote,
  StoryCode,
  StoryCodeBlock,
  StoryHeading,
  StoryListItem,
} from './text-blocks';

export const LINK_REQUEST_EVENT = 'quire-link-request';

const StoryLink = Link.extend({
  addKeyboardShortcuts() {
    return {
      // The toolbar owns the link field; it listens for this event on the editor element.
      'Mod-k': () => {
        this.editor.view.dom.dispatchEvent(new CustomEvent(LINK_REQUEST_EVENT, { bubbles: true }));
        return true;
      },
    };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  isAllowedUri: (url) => checkLinkHref(url).ok,
  HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
});

/** The schema and behaviour of the story body. `placeholder` shows on an empty story. */
export function storyExtensions(placeholder = ''): Extensions {
  return [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      codeBlock: false,
      code: false,
      listItem: false,
      link: false,
      strike: false,
      underline: false,
      trailingNode: false,
    }),
    StoryHeading,
    Quote,
    PullQuote,
    StoryCodeBlock,
    StoryCode,
    StoryListItem,
    StoryLink,
    StoryImage,
    StoryEmbed,
    StoryMixtape,
    ParagraphNames,
    Placeholder.configure({ placeholder, showOnlyWhenEditable: true }),
  ];
}

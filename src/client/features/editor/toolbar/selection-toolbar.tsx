import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { LINK_REQUEST_EVENT } from '../extensions/story-extensions';
import { EDITOR_TEXTS } from '../texts';
import { LinkField } from './link-field';
import { toolbarStateOf } from './toolbar-state';
import styles from './toolbar.module.css';

interface ToolButtonProps {
  label: string;
  shortcut: string;
  isPressed: boolean;
  onPress: () => void;
  children: ReactNode;
}

function ToolButton({ label, shortcut, isPressed, onPress, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.toolButton}
      aria-label={label}
      aria-pressed={isPressed}
      aria-keyshortcuts={shortcut}
      title={`${label} (${shortcut.replace('Control', 'Ctrl')})`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

const LINK_ICON = (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);

/** Arrow keys move between the buttons of a toolbar (one tab stop for the group is not needed: all are buttons). */
function handleArrows(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  const step = event.key === 'ArrowRight' ? 1 : -1;
  buttons[(index + step + buttons.length) % buttons.length]?.focus();
  event.preventDefault();
}

/** The floating toolbar over a text selection (Alt+F10 moves focus into it: see story-body). */
export function SelectionToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => toolbarStateOf(current),
  });
  const [isEditingLink, setIsEditingLink] = useState(false);
  const isEditingLinkRef = useRef(false);
  isEditingLinkRef.current = isEditingLink;
  const bubbleRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dom = editor.view.dom;
    const openLink = () => {
      if (!editor.state.selection.empty || editor.isActive('link')) setIsEditingLink(true);
    };
    dom.addEventListener(LINK_REQUEST_EVENT, openLink);
    return () => dom.removeEventListener(LINK_REQUEST_EVENT, openLink);
  }, [editor]);

  const chain = () => editor.chain().focus();
  return (
    <BubbleMenu
      editor={editor}
      ref={bubbleRef}
      className={styles.bubble}
      data-editor-menu=""
      shouldShow={({ from, to }) => {
        if (isEditingLinkRef.current) return true;
        const hasFocus =
          editor.view.hasFocus() || !!bubbleRef.current?.contains(document.activeElement);
        return from !== to && hasFocus && editor.isEditable && !editor.isActive('image');
      }}
    >
      {isEditingLink ? (
        <LinkField
          editor={editor}
          initialHref={state.href}
          onDone={() => setIsEditingLink(false)}
        />
      ) : (
        <div
          role="toolbar"
          aria-label={EDITOR_TEXTS.toolbarLabel}
          className={styles.toolbar}
          onKeyDown={handleArrows}
        >
          <ToolButton
            label={EDITOR_TEXTS.bold}
            shortcut="Control+B"
            isPressed={state.isBold}
            onPress={() => chain().toggleBold().run()}
          >
            B
          </ToolButton>
          <ToolButton
            label={EDITOR_TEXTS.italic}
            shortcut="Control+I"
            isPressed={state.isItalic}
            onPress={() => chain().toggleItalic().run()}
          >
            i
          </ToolButton>
          <ToolButton
            label={EDITOR_TEXTS.link}
            shortcut="Control+K"
            isPressed={state.isLink}
            onPress={() => setIsEditingLink(true)}
          >
            {LINK_ICON}
          </ToolButton>
          <span className={styles.divider} aria-hidden="true" />
          <ToolButton
            label={EDITOR_TEXTS.bigHeading}
            shortcut="Control+Alt+1"
            isPressed={state.isBigHeading}
            onPress={() => chain().toggleHeading({ level: 3 }).run()}
          >
            T
          </ToolButton>
          <ToolButton
            label={EDITOR_TEXTS.smallHeading}
            shortcut="Control+Alt+2"
            isPressed={state.isSmallHeading}
            onPress={() => chain().toggleHeading({ level: 4 }).run()}
          >
            t
          </ToolButton>
          <ToolButton
            label={EDITOR_TEXTS.quote}
            shortcut="Control+Alt+5"
            isPressed={state.isQuote}
            onPress={() => chain().cycleQuote().run()}
          >
            ❝
          </ToolButton>
          <ToolButton
            label={EDITOR_TEXTS.inlineCode}
            shortcut="Control+E"
            isPressed={state.isCode}
            onPress={() => chain().toggleCode().run()}
          >
            {'<>'}
          </ToolButton>
        </div>
      )}
    </BubbleMenu>
  );
}

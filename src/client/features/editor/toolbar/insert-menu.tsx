import type { Editor } from '@tiptap/core';
import { FloatingMenu } from '@tiptap/react/menus';
import { useEffect, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { EDITOR_TEXTS } from '../texts';
import { EmbedField } from './embed-field';
import styles from './toolbar.module.css';
import { useInteractionEffect } from '@client/ui/use-interaction-effect';

interface InsertMenuProps {
  editor: Editor;
  onChooseImage: () => void;
}

function isEmptyLine(editor: Editor): boolean {
  const { selection } = editor.state;
  const parent = selection.$from.parent;
  return (
    selection.empty &&
    parent.type.name === 'paragraph' &&
    parent.content.size === 0 &&
    selection.$from.depth === 1
  );
}

/** The "+" beside an empty line: image, embed, code block, separator. */
export function InsertMenu({ editor, onChooseImage }: InsertMenuProps) {
  const [mode, setMode] = useState<'closed' | 'open' | 'embed'>('closed');

  // Moving to another line closes the options, so they never reopen on their own elsewhere.
  useEffect(() => {
    const handleSelection = () => {
      if (!isEmptyLine(editor)) setMode('closed');
    };
    editor.on('selectionUpdate', handleSelection);
    return () => {
      editor.off('selectionUpdate', handleSelection);
    };
  }, [editor]);

  // The menu opens without taking focus from the text: Escape there closes it too.
  useInteractionEffect(() => {
    if (mode === 'closed') return;
    const dom = editor.view.dom;
    const handleEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setMode('closed');
    };
    dom.addEventListener('keydown', handleEscape);
    return () => dom.removeEventListener('keydown', handleEscape);
  }, [editor, mode]);

  function close() {
    setMode('closed');
    editor.commands.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && mode !== 'closed') {
      event.preventDefault();
      close();
    }
  }

  const run = (action: () => void) => () => {
    action();
    setMode('closed');
  };

  return (
    <FloatingMenu
      editor={editor}
      className={styles.insert}
      data-editor-menu=""
      shouldShow={() => isEmptyLine(editor) && editor.isEditable}
    >
      <div onKeyDown={handleKeyDown} className={styles.insertRow}>
        <button
          type="button"
          className={styles.plus}
          aria-label={mode === 'closed' ? EDITOR_TEXTS.insertOpen : EDITOR_TEXTS.insertClose}
          aria-expanded={mode !== 'closed'}
          aria-controls="editor-insert-options"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => (mode === 'closed' ? setMode('open') : close())}
        >
          <span aria-hidden="true">{mode === 'closed' ? '+' : '×'}</span>
        </button>
        {mode === 'open' ? (
          <div
            id="editor-insert-options"
            role="group"
            aria-label={EDITOR_TEXTS.insertMenuLabel}
            className={styles.insertOptions}
          >
            <button type="button" className={styles.textButton} onClick={run(onChooseImage)}>
              {EDITOR_TEXTS.insertImage}
            </button>
            <button type="button" className={styles.textButton} onClick={() => setMode('embed')}>
              {EDITOR_TEXTS.insertEmbed}
            </button>
            <button
              type="button"
              className={styles.textButton}
              onClick={run(() => editor.chain().focus().setCodeBlock().run())}
            >
              {EDITOR_TEXTS.insertCode}
            </button>
            <button
              type="button"
              className={styles.textButton}
              onClick={run(() => editor.chain().focus().setHorizontalRule().run())}
            >
              {EDITOR_TEXTS.insertSeparator}
            </button>
          </div>
        ) : null}
        {mode === 'embed' ? <EmbedField editor={editor} onDone={close} /> : null}
      </div>
    </FloatingMenu>
  );
}

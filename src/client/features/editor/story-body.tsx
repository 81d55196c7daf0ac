import type { Editor } from '@tiptap/core';
import { EditorContent } from '@tiptap/react';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { EDITOR_TEXTS } from './texts';
import { ImageToolbar } from './toolbar/image-toolbar';
import { InsertMenu } from './toolbar/insert-menu';
import { SelectionToolbar } from './toolbar/selection-toolbar';
import { insertImageFiles } from './use-story-editor';
import type { StoryEditorOptions } from './use-story-editor';
import styles from './editor.module.css';

interface StoryBodyProps {
  editor: Editor | null;
  uploads: Pick<StoryEditorOptions, 'onUploadError' | 'onUploadingChange'>;
}

/** Alt+F10 moves focus from the text to whichever editor menu is showing. */
function handleMenuShortcut(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'F10' || !event.altKey) return;
  const menus = Array.from(document.querySelectorAll<HTMLElement>('[data-editor-menu]'));
  const shown = menus.find((menu) => getComputedStyle(menu).visibility !== 'hidden');
  const button = shown?.querySelector<HTMLElement>('button, input');
  if (!button) return;
  event.preventDefault();
  button.focus();
}

export function StoryBody({ editor, uploads }: StoryBodyProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.bodyFrame} onKeyDown={handleMenuShortcut}>
      {editor ? (
        <>
          <EditorContent editor={editor} />
          <SelectionToolbar editor={editor} />
          <ImageToolbar editor={editor} />
          <InsertMenu editor={editor} onChooseImage={() => fileInput.current?.click()} />
        </>
      ) : (
        <div
          className={styles.body}
          role="textbox"
          aria-multiline="true"
          aria-label={EDITOR_TEXTS.bodyLabel}
          aria-busy="true"
          aria-readonly="true"
        />
      )}
      <input
        ref={fileInput}
        className={styles.visuallyHidden}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
        aria-label={EDITOR_TEXTS.chooseImage}
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (editor) void insertImageFiles(editor, files, uploads);
        }}
      />
    </div>
  );
}

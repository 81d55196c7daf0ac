import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { useRef } from 'react';
import { NODE } from '../conversion/doc-types';
import { EDITOR_TEXTS } from '../texts';
import styles from './toolbar.module.css';

const LAYOUTS = [
  ['INSET_CENTER', EDITOR_TEXTS.layoutInset],
  ['OUTSET_CENTER', EDITOR_TEXTS.layoutOutset],
  ['FULL_WIDTH', EDITOR_TEXTS.layoutFull],
] as const;

/** Layout and alternative text of the image the cursor is in (or that is selected). */
export function ImageToolbar({ editor }: { editor: Editor }) {
  const menuRef = useRef<HTMLDivElement>(null);
  const image = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const attrs = current.getAttributes(NODE.image);
      return {
        isActive: current.isActive(NODE.image),
        layout: typeof attrs.layout === 'string' ? attrs.layout : 'INSET_CENTER',
        alt: typeof attrs.alt === 'string' ? attrs.alt : '',
      };
    },
  });
  const setAttrs = (attrs: Record<string, unknown>) =>
    editor.chain().updateAttributes(NODE.image, attrs).run();

  return (
    <BubbleMenu
      editor={editor}
      ref={menuRef}
      pluginKey="imageToolbar"
      className={styles.bubble}
      data-editor-menu=""
      shouldShow={() => {
        const hasFocus =
          editor.view.hasFocus() || !!menuRef.current?.contains(document.activeElement);
        return hasFocus && editor.isEditable && editor.isActive(NODE.image);
      }}
    >
      <div role="toolbar" aria-label={EDITOR_TEXTS.imageToolbarLabel} className={styles.toolbar}>
        {LAYOUTS.map(([layout, label]) => (
          <button
            key={layout}
            type="button"
            className={styles.textButton}
            aria-pressed={image.isActive && image.layout === layout}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setAttrs({ layout: layout === 'INSET_CENTER' ? null : layout })}
          >
            {label}
          </button>
        ))}
        <label className={styles.altLabel}>
          <span>{EDITOR_TEXTS.altText}</span>
          <input
            className={styles.linkInput}
            type="text"
            maxLength={1000}
            value={image.alt}
            onChange={(event) => setAttrs({ alt: event.target.value || null })}
          />
        </label>
      </div>
    </BubbleMenu>
  );
}

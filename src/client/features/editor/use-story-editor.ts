import type { Editor } from '@tiptap/core';
import { Fragment, Slice } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { useEditor } from '@tiptap/react';
import { useRef } from 'react';
import type { Paragraph } from '@shared/content/paragraph-model';
import { docToModel } from './conversion/doc-to-model';
import type { DocNode } from './conversion/doc-types';
import { modelToDoc } from './conversion/model-to-doc';
import { storyExtensions } from './extensions/story-extensions';
import { cleanPastedHtml } from './paste/clean-html';
import { EDITOR_TEXTS } from './texts';
import { isImageFile, uploadImage } from './upload-image';

export interface StoryEditorOptions {
  initialParagraphs: Paragraph[];
  onChange: (paragraphs: Paragraph[]) => void;
  onUploadError: (message: string) => void;
  onUploadingChange: (isUploading: boolean) => void;
  bodyClassName: string;
}

/** Uploads image files and inserts each at `position` (or the selection). */
export async function insertImageFiles(
  editor: Editor,
  files: readonly File[],
  options: Pick<StoryEditorOptions, 'onUploadError' | 'onUploadingChange'>,
  position?: number,
) {
  const images = files.filter(isImageFile);
  if (images.length === 0) return;
  options.onUploadingChange(true);
  try {
    for (const file of images) {
      const uploaded = await uploadImage(file);
      const attrs = { mediaId: uploaded.id, width: uploaded.width, height: uploaded.height };
      const chain = editor.chain().focus();
      if (position !== undefined) chain.setTextSelection(position);
      chain.insertImage(attrs).run();
    }
  } catch (error) {
    options.onUploadError(error instanceof Error ? error.message : EDITOR_TEXTS.uploadFailed);
  } finally {
    options.onUploadingChange(false);
  }
}

/**
 * HTML pasted from elsewhere is read by the cleaner (a parser that builds no
 * DOM) before ProseMirror sees it: ProseMirror's own clipboard parser would
 * build it into a document where browsers may still fire inline handlers
 * (`<details open ontoggle>`). What the cleaner keeps is inserted; when it keeps
 * nothing, the plain text is. Our own copies (data-pm-slice) keep their blocks.
 */
function pasteForeignHtml(view: EditorView, event: ClipboardEvent): boolean {
  const data = event.clipboardData;
  if (!data || Array.from(data.files).some(isImageFile)) return false;
  const html = data.getData('text/html');
  if (!html || html.includes('data-pm-slice')) return false;
  event.preventDefault();
  const paragraphs = cleanPastedHtml(html);
  if (paragraphs.length === 0) {
    view.pasteText(data.getData('text/plain'), event);
    return true;
  }
  const doc = modelToDoc(paragraphs) as DocNode & { content: DocNode[] };
  const { schema } = view.state;
  const fragment = Fragment.fromArray(doc.content.map((node) => schema.nodeFromJSON(node)));
  view.dispatch(view.state.tr.replaceSelection(Slice.maxOpen(fragment)).scrollIntoView());
  return true;
}

export function useStoryEditor(options: StoryEditorOptions): Editor | null {
  const latest = useRef(options);
  latest.current = options;
  const editorRef = useRef<Editor | null>(null);

  const editor = useEditor({
    immediatelyRender: false,
    extensions: storyExtensions(EDITOR_TEXTS.bodyPlaceholder),
    content: modelToDoc(options.initialParagraphs),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': EDITOR_TEXTS.bodyLabel,
        class: options.bodyClassName,
        spellcheck: 'true',
      },
      handleDOMEvents: { paste: pasteForeignHtml },
      handlePaste: (_view, event) => {
        const files = Array.from(event.clipboardData?.files ?? []);
        if (files.some(isImageFile) && editorRef.current) {
          void insertImageFiles(editorRef.current, files, latest.current);
          return true;
        }
        return false;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (moved || !files.some(isImageFile) || !editorRef.current) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        event.preventDefault();
        void insertImageFiles(editorRef.current, files, latest.current, at?.pos);
        return true;
      },
    },
    onCreate: ({ editor: created }) => {
      editorRef.current = created;
    },
    onUpdate: ({ editor: updated }) => {
      latest.current.onChange(docToModel(updated.getJSON() as DocNode));
    },
  });
  return editor;
}

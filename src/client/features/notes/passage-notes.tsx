import { Suspense, lazy, useEffect, useState } from 'react';
import type { NoteFieldsFragment } from '@client/graphql/generated/graphql';
import type { PassageAnchor } from '../highlights/selection-anchor';
import styles from './notes.module.css';

// Threads and the composer load only on a page that shows a note or when one is written.
const NoteThread = lazy(() => import('./note-thread').then((m) => ({ default: m.NoteThread })));
const NoteComposer = lazy(() =>
  import('./note-composer').then((m) => ({ default: m.NoteComposer })),
);

export interface PassageNotesProps {
  postId: string;
  /** The notes on this paragraph the viewer may read. */
  notes: NoteFieldsFragment[];
  /** The passage of a note being written in this paragraph, if any. */
  composing: PassageAnchor | null;
  paragraphText: string;
  viewerId: string | null;
  /** The story's author or an editor of its publication: may answer every note. */
  isStorySide: boolean;
  onComposerClose: () => void;
}

/** The private notes under a paragraph, and the composer of a new one. */
export function PassageNotes(props: PassageNotesProps) {
  const { notes, composing, viewerId } = props;
  // The server leaves the notes out: a lazy chunk cannot render there, and the
  // page's first paint does not wait for a private conversation.
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  if (!isMounted || (notes.length === 0 && !composing)) return null;
  return (
    <div className={styles.notes}>
      <Suspense fallback={null}>
        {notes.map((note) => (
          <NoteThread
            key={note.id}
            note={note}
            postId={props.postId}
            isWriter={viewerId === note.author.id}
            canReply={props.isStorySide || viewerId === note.author.id}
          />
        ))}
        {composing ? (
          <NoteComposer
            postId={props.postId}
            anchor={composing}
            quoteText={props.paragraphText.slice(composing.startOffset, composing.endOffset)}
            onClose={props.onComposerClose}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

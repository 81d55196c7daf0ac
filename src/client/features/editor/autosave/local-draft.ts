import type { Paragraph } from '@shared/content/paragraph-model';

/**
 * The device copy of a story being written. Written on every change, marked
 * clean once the server holds the same text; a copy still unsaved on the
 * next visit is offered back.
 */
export interface StorySnapshot {
  title: string;
  subtitle: string;
  paragraphs: Paragraph[];
}

export interface LocalDraft extends StorySnapshot {
  changedAt: number;
  isUnsaved: boolean;
}

export const NEW_STORY_KEY = 'new';
const PREFIX = 'quire:story-draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalDraft(postId: string): LocalDraft | null {
  try {
    const raw = storage()?.getItem(PREFIX + postId);
    return raw ? (JSON.parse(raw) as LocalDraft) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(postId: string, draft: LocalDraft) {
  try {
    storage()?.setItem(PREFIX + postId, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the server copy is all there is.
  }
}

export function removeLocalDraft(postId: string) {
  try {
    storage()?.removeItem(PREFIX + postId);
  } catch {
    // Nothing to do.
  }
}

export function sameSnapshot(a: StorySnapshot, b: StorySnapshot): boolean {
  return (
    a.title === b.title &&
    a.subtitle === b.subtitle &&
    JSON.stringify(a.paragraphs) === JSON.stringify(b.paragraphs)
  );
}

/** The device copy to offer instead of the server's, if any. */
export function newerLocalDraft(postId: string, server: StorySnapshot): LocalDraft | null {
  const local = readLocalDraft(postId);
  if (!local?.isUnsaved || sameSnapshot(local, server)) return null;
  return local;
}

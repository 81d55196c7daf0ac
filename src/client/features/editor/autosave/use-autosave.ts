import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { postEditUrl } from '@shared/routing/urls';
import {
  ADD_DRAFT_TO_PUBLICATION,
  CREATE_DRAFT_MUTATION,
  SAVE_DRAFT_MUTATION,
} from '../operations';
import { AutosaveController } from './autosave-controller';
import type { AutosaveStatus, SaveOutcome } from './autosave-controller';
import {
  NEW_STORY_KEY,
  readLocalDraft,
  removeLocalDraft,
  sameSnapshot,
  writeLocalDraft,
} from './local-draft';
import type { StorySnapshot } from './local-draft';

export interface AutosaveHookOptions {
  postId: string | null;
  version: number | null;
  inResponseToQuoteId?: string;
  /** The publication a new draft joins on its first save (New story in its menu). */
  publicationId?: string;
}

export interface Autosave {
  status: AutosaveStatus;
  change: (snapshot: StorySnapshot) => void;
  /** Saves what is pending now; resolves to the post id once the server has it all. */
  flush: () => Promise<{ postId: string | null; isSaved: boolean }>;
}

function outcomeOfError(error: unknown): SaveOutcome {
  if (CombinedGraphQLErrors.is(error))
    return {
      kind: 'rejected',
      message: error.errors[0]?.message ?? 'the server refused the story.',
    };
  return { kind: 'network' };
}

/** Wires the autosave controller to the API, the device copy and the browser's events. */
export function useAutosave(options: AutosaveHookOptions): Autosave {
  const client = useApolloClient();
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const postIdRef = useRef(options.postId);
  const controllerRef = useRef<AutosaveController<StorySnapshot> | null>(null);
  const quoteId = options.inResponseToQuoteId;
  const publicationId = options.publicationId;

  controllerRef.current ??= new AutosaveController<StorySnapshot>({
    version: options.version,
    onStatus: setStatus,
    onChange: (snapshot) =>
      writeLocalDraft(postIdRef.current ?? NEW_STORY_KEY, {
        ...snapshot,
        changedAt: Date.now(),
        isUnsaved: true,
      }),
    onSaved: (snapshot) => {
      const key = postIdRef.current ?? NEW_STORY_KEY;
      const local = readLocalDraft(key);
      if (local && sameSnapshot(local, snapshot))
        writeLocalDraft(key, { ...local, isUnsaved: false });
    },
    save: async (snapshot, version): Promise<SaveOutcome> => {
      const content = { paragraphs: snapshot.paragraphs };
      try {
        const postId = postIdRef.current;
        if (!postId) {
          const { data } = await client.mutate({
            mutation: CREATE_DRAFT_MUTATION,
            variables: {
              title: snapshot.title,
              subtitle: snapshot.subtitle,
              content,
              inResponseToQuoteId: quoteId ?? null,
            },
          });
          const created = data?.createDraft;
          if (!created) return { kind: 'network' };
          postIdRef.current = created.id;
          const local = readLocalDraft(NEW_STORY_KEY);
          if (local) writeLocalDraft(created.id, local);
          removeLocalDraft(NEW_STORY_KEY);
          window.history.replaceState(window.history.state, '', postEditUrl(created.id));
          // Saved either way: should joining fail, the draft stays its author's own.
          if (publicationId)
            await client
              .mutate({
                mutation: ADD_DRAFT_TO_PUBLICATION,
                variables: { collectionId: publicationId, postId: created.id },
              })
              .catch(() => undefined);
          return { kind: 'saved', version: created.version };
        }
        const { data } = await client.mutate({
          mutation: SAVE_DRAFT_MUTATION,
          variables: {
            postId,
            title: snapshot.title,
            subtitle: snapshot.subtitle,
            content,
            baseVersion: version ?? 1,
          },
        });
        const result = data?.saveDraft;
        switch (result?.__typename) {
          case 'Post':
            return { kind: 'saved', version: result.version };
          case 'Conflict':
            return { kind: 'conflict' };
          case 'BadRequest':
          case 'NotFound':
            return { kind: 'rejected', message: result.message };
          default:
            return { kind: 'network' };
        }
      } catch (error) {
        return outcomeOfError(error);
      }
    },
  });

  useEffect(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    const handleOnline = () => void controller.flush();
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (controller.hasUnsavedChanges) event.preventDefault();
    };
    window.addEventListener('online', handleOnline);
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => {
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('beforeunload', handleBeforeUnload);
    };
  }, []);

  return {
    status,
    change: (snapshot) => controllerRef.current?.change(snapshot),
    flush: async () => {
      const controller = controllerRef.current;
      if (!controller) return { postId: postIdRef.current, isSaved: false };
      // A save may be in flight: wait for it, then save what came after.
      for (let attempt = 0; attempt < 20 && controller.hasUnsavedChanges; attempt += 1) {
        await controller.flush();
        if (controller.hasUnsavedChanges) await new Promise((resolve) => setTimeout(resolve, 150));
        const kind = controller.currentStatus.kind;
        if (kind === 'conflict' || kind === 'rejected' || kind === 'offline') break;
      }
      return { postId: postIdRef.current, isSaved: !controller.hasUnsavedChanges };
    },
  };
}

import { useApolloClient } from '@apollo/client/react';
import { UNREACHABLE_MESSAGE, mutateForOutcome } from '@client/graphql/mutation-outcome';
import type { MutationOutcome } from '@client/graphql/mutation-outcome';
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

/** A save's refusal in the server's words; no answer at all means the connection. */
function saveOutcomeOf(outcome: MutationOutcome<unknown> & { ok: false }): SaveOutcome {
  if (outcome.code === 'Conflict') return { kind: 'conflict' };
  if (outcome.message === UNREACHABLE_MESSAGE) return { kind: 'network' };
  return { kind: 'rejected', message: outcome.message };
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
      const postId = postIdRef.current;
      if (!postId) {
        const created = await mutateForOutcome(client, {
          mutation: CREATE_DRAFT_MUTATION,
          variables: {
            title: snapshot.title,
            subtitle: snapshot.subtitle,
            content,
            inResponseToQuoteId: quoteId ?? null,
          },
        });
        if (!created.ok) return saveOutcomeOf(created);
        const draft = created.data.createDraft;
        postIdRef.current = draft.id;
        const local = readLocalDraft(NEW_STORY_KEY);
        if (local) writeLocalDraft(draft.id, local);
        removeLocalDraft(NEW_STORY_KEY);
        window.history.replaceState(window.history.state, '', postEditUrl(draft.id));
        // Saved either way: should joining fail, the draft stays its author's own.
        if (publicationId)
          await mutateForOutcome(client, {
            mutation: ADD_DRAFT_TO_PUBLICATION,
            variables: { collectionId: publicationId, postId: draft.id },
          });
        return { kind: 'saved', version: draft.version };
      }
      const saved = await mutateForOutcome(client, {
        mutation: SAVE_DRAFT_MUTATION,
        variables: {
          postId,
          title: snapshot.title,
          subtitle: snapshot.subtitle,
          content,
          baseVersion: version ?? 1,
        },
      });
      if (!saved.ok) return saveOutcomeOf(saved);
      const result = saved.data.saveDraft;
      return result.__typename === 'Post'
        ? { kind: 'saved', version: result.version }
        : { kind: 'network' };
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

import { useNavigation } from '@client/app/navigation-context';
import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { useSignInDialog } from '../auth/sign-in-dialog-context';
import {
  CREATE_QUOTE,
  DELETE_QUOTE,
  addViewerHighlight,
  removeViewerHighlight,
} from './operations';
import type { PassageAnchor } from './selection-anchor';
import { HIGHLIGHT_TEXTS, SIGN_UP_ENTRIES } from './texts';

export interface HighlightActionsOptions {
  postId: string;
  storyUrl: string;
  isLoggedIn: boolean;
  /** Opens the private-note composer on a passage. */
  onComposeNote: (anchor: PassageAnchor) => void;
}

/** What the menu's actions do: store a quote, respond to it, note it, share the story. */
export function useHighlightActions(options: HighlightActionsOptions) {
  const { postId, isLoggedIn } = options;
  const signIn = useSignInDialog();
  const { queueToast } = useToasts();
  const { navigate } = useNavigation();
  const [createQuote] = useMutationOutcome(CREATE_QUOTE);
  const [deleteQuote] = useMutationOutcome(DELETE_QUOTE);

  const askToSignUp = (entry: string) => signIn.open({ operation: 'register', entry });
  const showError = (message: string) => queueToast({ message, toastStyle: 'ERROR' });

  async function storeQuote(anchor: PassageAnchor): Promise<string | null> {
    const outcome = await createQuote(
      { postId, ...anchor },
      {
        update: (cache, { data }) => {
          if (data) addViewerHighlight(cache, postId, data.createQuote.id);
        },
      },
    );
    if (outcome.ok) return outcome.data.createQuote.id;
    // The selection stays, so the reader can try again.
    showError(refusalMessage(outcome, HIGHLIGHT_TEXTS.highlightFailed));
    return null;
  }

  return {
    async highlight(anchor: PassageAnchor) {
      if (!isLoggedIn) return askToSignUp(SIGN_UP_ENTRIES.highlight);
      const quoteId = await storeQuote(anchor);
      if (quoteId) window.getSelection()?.removeAllRanges();
    },
    async respond(anchor: PassageAnchor, existingQuoteId?: string) {
      if (!isLoggedIn) return askToSignUp(SIGN_UP_ENTRIES.respond);
      const quoteId = existingQuoteId ?? (await storeQuote(anchor));
      if (quoteId) navigate(`/new-story?inResponseToQuoteId=${encodeURIComponent(quoteId)}`);
    },
    privateNote(anchor: PassageAnchor) {
      if (!isLoggedIn) return askToSignUp(SIGN_UP_ENTRIES.privateNote);
      window.getSelection()?.removeAllRanges();
      options.onComposeNote(anchor);
    },
    async share() {
      const url = new URL(options.storyUrl, window.location.href).toString();
      try {
        if (!navigator.clipboard) throw new Error('Clipboard unavailable');
        await navigator.clipboard.writeText(url);
        queueToast({ message: HIGHLIGHT_TEXTS.linkCopied });
      } catch {
        showError(HIGHLIGHT_TEXTS.linkNotCopied);
      }
    },
    async removeHighlight(quoteId: string) {
      const outcome = await deleteQuote(
        { quoteId },
        {
          update: (cache, { data }) => {
            if (data?.deleteQuote) removeViewerHighlight(cache, postId, quoteId);
          },
        },
      );
      if (!outcome.ok) showError(refusalMessage(outcome, HIGHLIGHT_TEXTS.removeFailed));
    },
  };
}

import { DEFAULT_TOAST_DURATION } from '@client/shell/toasts/toast-queue';
import type { ToastInput } from '@client/shell/toasts/toast-queue';
import { READING_LIST_TEXTS } from './texts';

/**
 * The reading-list undo toast (routes-entities-shell §4.1, §9). Pure apart from
 * the timers it is handed, so both the reading list and the reading history
 * screens use it and tests drive it with fake timers.
 *
 * The toast's message is 'postId:kind:searchQuery'. Kind archive or bookmark
 * reads 'Removed from reading list' and Undo puts the story back in that state
 * and reloads the page; kind unread reads 'Removed from your reading history'
 * and Undo just reloads. Any other kind shows nothing.
 */

const READING_LIST_TOAST_KINDS = ['archive', 'bookmark', 'unread'] as const;
type ReadingListToastKind = (typeof READING_LIST_TOAST_KINDS)[number];

/** §9: the reading-list toast constant. The toast appears this long after the change, once the row has gone. */
const READING_LIST_TOAST_DELAY_MS = 900;
/** §9: the undo toast hides this long before its duration ends, so its slide-down ends on time. */
const UNDO_TOAST_EARLY_HIDE_MS = 300;

export interface ReadingListToastMessage {
  postId: string;
  kind: ReadingListToastKind;
  searchQuery: string;
}

const isKind = (value: string): value is ReadingListToastKind =>
  (READING_LIST_TOAST_KINDS as readonly string[]).includes(value);

export function readingListToastMessage(
  postId: string,
  kind: string,
  searchQuery: string | null | undefined,
): string {
  return `${postId}:${kind}:${searchQuery ?? ''}`;
}

/** Splits on the first two colons only: the search query may contain colons itself. */
export function parseReadingListToastMessage(message: string): ReadingListToastMessage | null {
  const first = message.indexOf(':');
  const second = first === -1 ? -1 : message.indexOf(':', first + 1);
  if (first <= 0 || second === -1) return null;
  const kind = message.slice(first + 1, second);
  if (!isKind(kind)) return null;
  return { postId: message.slice(0, first), kind, searchQuery: message.slice(second + 1) };
}

/** The words the toast shows for its message; '' when the kind is not one of the three. */
export function readingListToastText(message: string): string {
  const parsed = parseReadingListToastMessage(message);
  if (!parsed) return '';
  return parsed.kind === 'unread'
    ? READING_LIST_TEXTS.removedFromReadingHistory
    : READING_LIST_TEXTS.removedFromReadingList;
}

export interface ReadingListToastDeps {
  queueToast: (input: ToastInput) => void;
  /**
   * Re-saves the story (kind bookmark): answers null once stored, else what to
   * tell the reader (the server's reason, '' when it gave none).
   */
  bookmark: (postId: string) => Promise<string | null>;
  /** Re-archives the story (kind archive), answering as `bookmark` does. */
  archive: (postId: string) => Promise<string | null>;
  /** Reloads the page once the undo is stored. */
  reload: (searchQuery: string) => void;
  /** Reports post.undoUnbookmark / post.undoUnarchive. */
  track?: (key: string, data: Record<string, unknown>) => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * What Undo does for a message: re-bookmark or re-archive, then reload; unread
 * only reloads. Answers null, or the refusal to tell the reader.
 */
async function undoReadingListChange(
  parsed: ReadingListToastMessage,
  deps: Pick<ReadingListToastDeps, 'bookmark' | 'archive' | 'reload' | 'track'>,
): Promise<string | null> {
  if (parsed.kind !== 'unread') {
    const isBookmark = parsed.kind === 'bookmark';
    const refusal = await (isBookmark ? deps.bookmark : deps.archive)(parsed.postId);
    if (refusal !== null) return refusal;
    deps.track?.(isBookmark ? 'post.undoUnbookmark' : 'post.undoUnarchive', {
      postId: parsed.postId,
    });
  }
  deps.reload(parsed.searchQuery);
  return null;
}

/**
 * A scheduler of undo toasts: `show(message)` queues the toast
 * READING_LIST_TOAST_DELAY_MS later (a newer change replaces a pending one)
 * and answers false, queuing nothing, for a message of another kind.
 */
export function createReadingListToasts(deps: ReadingListToastDeps) {
  const setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as number));
  let pending: unknown = null;

  function cancel() {
    if (pending !== null) clearTimer(pending);
    pending = null;
  }

  function show(message: string): boolean {
    const parsed = parseReadingListToastMessage(message);
    if (!parsed) return false;
    cancel();
    pending = setTimer(() => {
      pending = null;
      deps.queueToast({
        message,
        toastStyle: 'READING_LIST_NOTIFICATION',
        duration: DEFAULT_TOAST_DURATION - UNDO_TOAST_EARLY_HIDE_MS,
        extraParams: {
          action: {
            label: READING_LIST_TEXTS.undo,
            onSelect: () => {
              // A refusal without words shows the generic retryable error.
              const fail = (message: string) =>
                deps.queueToast({ message, toastStyle: 'RETRYABLE_ERROR' });
              undoReadingListChange(parsed, deps).then(
                (refusal) => refusal !== null && fail(refusal),
                () => fail(''),
              );
            },
          },
        },
      });
    }, READING_LIST_TOAST_DELAY_MS);
    return true;
  }

  return { show, cancel };
}

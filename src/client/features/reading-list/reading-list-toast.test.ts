import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastText } from '@client/shell/toasts/toast-appearance';
import type { ToastInput } from '@client/shell/toasts/toast-queue';
import {
  createReadingListToasts,
  parseReadingListToastMessage,
  readingListToastMessage,
  readingListToastText,
} from './reading-list-toast';

function setup() {
  const queued: ToastInput[] = [];
  const calls: string[] = [];
  const deps = {
    queueToast: (input: ToastInput) => queued.push(input),
    bookmark: vi.fn(async (postId: string): Promise<string | null> => {
      calls.push(`bookmark ${postId}`);
      return null;
    }),
    archive: vi.fn(async (postId: string): Promise<string | null> => {
      calls.push(`archive ${postId}`);
      return null;
    }),
    reload: vi.fn((searchQuery: string) => calls.push(`reload ${searchQuery}`)),
    track: vi.fn(),
  };
  return { queued, calls, deps, toasts: createReadingListToasts(deps) };
}

async function pressUndo(toast: ToastInput | undefined) {
  const action = toast?.extraParams?.action as { label: string; onSelect: () => void };
  expect(action.label).toBe('Undo');
  action.onSelect();
  await vi.waitFor(() => undefined);
  await Promise.resolve();
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reading-list undo toast message', () => {
  it("is 'postId:kind:searchQuery' and keeps colons inside the search query", () => {
    const message = readingListToastMessage('abc123', 'bookmark', 'time: 10:30');
    expect(message).toBe('abc123:bookmark:time: 10:30');
    expect(parseReadingListToastMessage(message)).toEqual({
      postId: 'abc123',
      kind: 'bookmark',
      searchQuery: 'time: 10:30',
    });
    expect(readingListToastMessage('abc123', 'archive', null)).toBe('abc123:archive:');
  });

  it('has the wording of its kind, and none for any other kind', () => {
    expect(readingListToastText('p1:bookmark:')).toBe('Removed from reading list');
    expect(readingListToastText('p1:archive:q')).toBe('Removed from reading list');
    expect(readingListToastText('p1:unread:')).toBe('Removed from your reading history');
    expect(readingListToastText('p1:clap:')).toBe('');
    expect(readingListToastText('p1')).toBe('');
    expect(toastText({ message: 'p1:unread:', toastStyle: 'READING_LIST_NOTIFICATION' })).toBe(
      'Removed from your reading history',
    );
  });
});

describe('reading-list undo toast timing and Undo', () => {
  it('appears 900 ms after the change and hides 300 ms before the 5000 ms duration', () => {
    const { queued, toasts } = setup();
    expect(toasts.show('p1:bookmark:')).toBe(true);
    vi.advanceTimersByTime(899);
    expect(queued).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(queued).toEqual([
      expect.objectContaining({
        message: 'p1:bookmark:',
        toastStyle: 'READING_LIST_NOTIFICATION',
        duration: 4700,
      }),
    ]);
  });

  it('shows nothing for any other kind', () => {
    const { queued, toasts } = setup();
    expect(toasts.show('p1:highlight:')).toBe(false);
    expect(toasts.show('nonsense')).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(queued).toHaveLength(0);
  });

  it('a newer change replaces a toast still waiting to appear', () => {
    const { queued, toasts } = setup();
    toasts.show('p1:bookmark:');
    vi.advanceTimersByTime(500);
    toasts.show('p2:archive:');
    vi.advanceTimersByTime(900);
    expect(queued.map((toast) => toast.message)).toEqual(['p2:archive:']);
  });

  it('Undo of a bookmark removal re-bookmarks, then reloads', async () => {
    const { queued, calls, deps, toasts } = setup();
    toasts.show('p1:bookmark:tea');
    vi.advanceTimersByTime(900);
    await pressUndo(queued[0]);
    expect(calls).toEqual(['bookmark p1', 'reload tea']);
    expect(deps.track).toHaveBeenCalledWith('post.undoUnbookmark', { postId: 'p1' });
  });

  it('Undo of an archive removal re-archives, then reloads', async () => {
    const { queued, calls, deps, toasts } = setup();
    toasts.show('p2:archive:');
    vi.advanceTimersByTime(900);
    await pressUndo(queued[0]);
    expect(calls).toEqual(['archive p2', 'reload ']);
    expect(deps.track).toHaveBeenCalledWith('post.undoUnarchive', { postId: 'p2' });
  });

  it('Undo of a reading-history removal only reloads', async () => {
    const { queued, calls, toasts } = setup();
    toasts.show('p3:unread:');
    vi.advanceTimersByTime(900);
    await pressUndo(queued[0]);
    expect(calls).toEqual(['reload ']);
  });

  /** Shows the toast for `key`, presses its Undo, and waits for the answer's toast. */
  async function undoAnswered(context: ReturnType<typeof setup>, key: string) {
    context.toasts.show(key);
    vi.advanceTimersByTime(900);
    await pressUndo(context.queued[0]);
    await vi.waitFor(() => expect(context.queued).toHaveLength(2));
  }

  it('a failed Undo does not reload and says so', async () => {
    const context = setup();
    const { queued, deps } = context;
    deps.bookmark.mockResolvedValueOnce('');
    await undoAnswered(context, 'p1:bookmark:');
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.track).not.toHaveBeenCalled();
    expect(queued[1]).toMatchObject({ toastStyle: 'RETRYABLE_ERROR' });
    expect(toastText(queued[1] as { message: string; toastStyle: 'RETRYABLE_ERROR' })).toBe(
      'An error occured. Please try again or contact our support team for help.',
    );
  });

  it('a refused Undo says the server’s reason and does not reload', async () => {
    const context = setup();
    const { queued, deps } = context;
    const reason = 'You cannot save this story: its author has blocked you.';
    deps.archive.mockResolvedValueOnce(reason);
    await undoAnswered(context, 'p2:archive:');
    expect(deps.reload).not.toHaveBeenCalled();
    expect(queued[1]).toMatchObject({ message: reason, toastStyle: 'RETRYABLE_ERROR' });
  });

  it('cancel drops a toast still waiting to appear', () => {
    const { queued, toasts } = setup();
    toasts.show('p1:bookmark:');
    toasts.cancel();
    vi.advanceTimersByTime(2000);
    expect(queued).toHaveLength(0);
  });
});

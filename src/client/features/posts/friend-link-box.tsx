import { useEffect, useId, useRef, useState } from 'react';
import { track } from '@client/reporting/install-reporting';
import { COPIED_CONFIRMATION_MS, POST_TEXTS } from './texts';
import styles from './friend-link-box.module.css';

export interface FriendLinkBoxProps {
  postId: string;
  /** The story's friend link, as the server built it (friendLinkUrl). */
  friendLink: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Writes to the clipboard; rejects when the browser has none here or refuses. */
async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/**
 * The friend link with a Copy control. It reads 'Copied' for 2000 ms only once
 * the link is really on the clipboard; when copying fails it says so and
 * selects the link, so the reader can copy it by hand.
 */
export function FriendLinkBox({ postId, friendLink }: FriendLinkBoxProps) {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (copyState !== 'copied') return;
    const timer = setTimeout(() => setCopyState('idle'), COPIED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  async function handleCopy() {
    try {
      await copyText(friendLink);
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setCopyState('failed');
      return;
    }
    track('post.copyFriendLink', { postId });
    setCopyState('copied');
  }

  return (
    <section className={styles.box} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.title}>
        {POST_TEXTS.friendLinkTitle}
      </h2>
      <p className={styles.hint}>{POST_TEXTS.friendLinkHint}</p>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          value={friendLink}
          readOnly
          aria-label={POST_TEXTS.friendLinkTitle}
          aria-describedby={copyState === 'failed' ? `${inputId}-error` : undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={styles.copy} onClick={() => void handleCopy()}>
          {copyState === 'copied' ? POST_TEXTS.copied : POST_TEXTS.copy}
        </button>
      </div>
      {copyState === 'failed' ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {POST_TEXTS.copyFailed}
        </p>
      ) : null}
    </section>
  );
}

import { useEffect, useId, useState } from 'react';
import { track } from '../../reporting/install-reporting';
import { COPIED_CONFIRMATION_MS, POST_TEXTS } from './texts';
import styles from './friend-link-box.module.css';

export interface FriendLinkBoxProps {
  postId: string;
  /** The story URL with source=friends_link&sk={shareKey}. */
  friendLink: string;
}

/** The story URL plus the friend-link parameters (navigation §4, Friend link). */
export function buildFriendLink(storyUrl: string, shareKey: string): string {
  const url = new URL(storyUrl);
  url.searchParams.set('source', 'friends_link');
  url.searchParams.set('sk', shareKey);
  return url.toString();
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  throw new Error('Clipboard unavailable');
}

/** The friend link with a Copy control that reads 'Copied' for 2000 ms. */
export function FriendLinkBox({ postId, friendLink }: FriendLinkBoxProps) {
  const [isCopied, setIsCopied] = useState(false);
  const inputId = useId();

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function handleCopy() {
    try {
      await copyText(friendLink);
    } catch {
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.select();
    }
    track('post.copyFriendLink', { postId });
    setIsCopied(true);
  }

  return (
    <section className={styles.box} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.title}>
        {POST_TEXTS.friendLinkTitle}
      </h2>
      <p className={styles.hint}>{POST_TEXTS.friendLinkHint}</p>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={friendLink}
          readOnly
          aria-label={POST_TEXTS.friendLinkTitle}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={styles.copy} onClick={() => void handleCopy()}>
          {isCopied ? POST_TEXTS.copied : POST_TEXTS.copy}
        </button>
      </div>
    </section>
  );
}

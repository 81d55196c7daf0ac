import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { AVATAR_SIZES, DEFAULT_AVATAR_ID } from '@shared/media/image-sizes';
import { imageUrl } from '@shared/media/image-url';
import { Link } from '@client/app/link';
import { useSignInDialog } from '../auth/sign-in-dialog-context';
import { formatDate } from '../posts/image-url';
import { ParagraphList } from '../posts/paragraph-view';
import { RESPOND_ENTRY } from './composer-slot';
import { QuotedPassage } from './quoted-passage';
import type { ResponseItemData } from './response-fields';
import { ResponseMenu } from './response-menu';
import { RESPONSE_TEXTS } from './texts';
import styles from './responses.module.css';

const AVATAR = AVATAR_SIZES.XS;

interface RepliesSlot {
  /** True while the reader writes a reply to this response. */
  isReplying: boolean;
  onReplyClose: () => void;
}

export interface ResponseItemViewProps {
  item: ResponseItemData;
  viewerId: string | null;
  /** The viewer wrote the post this response answers, so may hide it. */
  canModerate: boolean;
  onHide: (responseId: string) => void;
  onUnhide: (responseId: string) => void;
  /** The thread of replies to this response, rendered by the list. */
  renderReplies: (slot: RepliesSlot) => ReactNode;
}

/** One response: who wrote it and when, its body read-only, Reply and its replies. */
export function ResponseItemView({
  item,
  viewerId,
  canModerate,
  onHide,
  onUnhide,
  renderReplies,
}: ResponseItemViewProps) {
  const { post } = item;
  const author = post.creator;
  const authorId = useId();
  const repliesId = useId();
  const signIn = useSignInDialog();
  const [isExpanded, setIsExpanded] = useState(false);
  const [isReplying, setIsReplying] = useState(false);
  const avatarId = author.imageId ?? DEFAULT_AVATAR_ID;
  const publishedAt = post.firstPublishedAt ?? post.latestPublishedAt;
  const isStoryResponse = item.itemType === 'STORY_RESPONSE' && post.title.trim() !== '';

  function reply() {
    if (!viewerId) {
      signIn.open({ operation: 'register', entry: RESPOND_ENTRY });
      return;
    }
    setIsReplying(true);
    setIsExpanded(true);
  }

  const className = item.isHidden ? `${styles.response} ${styles.hidden}` : styles.response;
  return (
    <article className={className} aria-labelledby={authorId} data-response-id={post.id}>
      <header className={styles.responseHeader}>
        <img
          className={author.mediumMemberAt ? `${styles.avatar} ${styles.halo}` : styles.avatar}
          src={imageUrl(avatarId, { width: AVATAR * 2, height: AVATAR * 2, strategy: 'fill' })}
          width={AVATAR}
          height={AVATAR}
          alt=""
        />
        <div className={styles.responseMeta}>
          <Link id={authorId} to={`/@${author.username}`} className={styles.authorName}>
            {author.name}
          </Link>
          {publishedAt ? (
            <time className={styles.muted} dateTime={publishedAt}>
              {formatDate(publishedAt)}
            </time>
          ) : null}
        </div>
        {canModerate ? (
          <ResponseMenu
            label={RESPONSE_TEXTS.responseActions(author.name)}
            items={[
              item.isHidden
                ? { label: RESPONSE_TEXTS.unhideResponse, onSelect: () => onUnhide(post.id) }
                : { label: RESPONSE_TEXTS.hideResponse, onSelect: () => onHide(post.id) },
            ]}
          />
        ) : null}
      </header>
      {item.isHidden ? <p className={styles.hiddenLabel}>{RESPONSE_TEXTS.hiddenLabel}</p> : null}
      <QuotedPassage quoteText={post.inResponseToQuote?.quoteText} />
      {isStoryResponse ? <h3 className={styles.responseTitle}>{post.title}</h3> : null}
      <div className={styles.responseBody}>
        <ParagraphList
          paragraphs={post.content.paragraphs}
          // Under the drawer's h2, and under the response's own title when it has one.
          topHeadingLevel={isStoryResponse ? 4 : 3}
        />
      </div>
      <footer className={styles.responseActions}>
        {post.responseCount > 0 ? (
          <button
            type="button"
            className={styles.textButton}
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? repliesId : undefined}
            onClick={() => setIsExpanded((expanded) => !expanded)}
          >
            {isExpanded
              ? RESPONSE_TEXTS.hideReplies
              : RESPONSE_TEXTS.showReplies(post.responseCount)}
          </button>
        ) : null}
        <button type="button" className={styles.textButton} onClick={reply}>
          {RESPONSE_TEXTS.reply}
        </button>
      </footer>
      {isExpanded ? (
        <div id={repliesId} className={styles.replies}>
          {renderReplies({ isReplying, onReplyClose: () => setIsReplying(false) })}
        </div>
      ) : null}
    </article>
  );
}

import type { ReactNode } from 'react';
import { Link } from '@client/app/link';
import { BookmarkButton } from '../reading-list/bookmark-button';
import { formatCount } from './count-format';
import { formatDate, formatReadingTime, imageUrl } from './image-url';
import styles from './story-list-item.module.css';
import { STORY_CARD_TEXTS } from './story-card-texts';

export interface StoryListItemData {
  id: string;
  title: string;
  subtitle: string;
  mediumUrl: string;
  readingTime: number;
  latestPublishedAt?: string | null;
  clapCount: number;
  responseCount: number;
  readingListState: string;
  creator: { id: string; name: string; username: string };
  collection?: { id: string; name: string } | null;
  previewImage?: { id: string; alt?: string | null } | null;
}

const THUMBNAIL = { width: 112, height: 112, strategy: 'fill' } as const;
const THUMBNAIL_2X = { width: 224, height: 224, strategy: 'fill' } as const;

/**
 * A story in a feed: author line, title, subtitle, meta (date, reading time,
 * claps, responses), the bookmark button, a thumbnail, and optional actions
 * of the list it sits in (e.g. Archive and Remove on the reading list).
 */
export function StoryListItem({
  story,
  actions,
  highlight,
}: {
  story: StoryListItemData;
  actions?: ReactNode;
  /** Marks words of the title and subtitle (search results). */
  highlight?: (text: string) => ReactNode;
}) {
  return (
    <article className={styles.item}>
      <div className={styles.text}>
        <p className={styles.byline}>
          <Link to={`/@${story.creator.username}`} className={styles.author}>
            {story.creator.name}
          </Link>
          {story.collection ? <span> in {story.collection.name}</span> : null}
        </p>
        <Link to={story.mediumUrl} className={styles.titleLink}>
          <h2 className={styles.title}>{highlight ? highlight(story.title) : story.title}</h2>
          {story.subtitle ? (
            <p className={styles.subtitle}>
              {highlight ? highlight(story.subtitle) : story.subtitle}
            </p>
          ) : null}
        </Link>
        <div className={styles.footer}>
          <p className={styles.meta}>
            {story.latestPublishedAt ? (
              <>
                <time dateTime={story.latestPublishedAt}>
                  {formatDate(story.latestPublishedAt)}
                </time>
                <span aria-hidden="true"> · </span>
              </>
            ) : null}
            <span>{formatReadingTime(story.readingTime)}</span>
            {story.clapCount > 0 ? (
              <span className={styles.stat}>
                <ClapIcon />
                <span aria-hidden="true">{formatCount(story.clapCount)}</span>
                <span className="visually-hidden">{STORY_CARD_TEXTS.claps(story.clapCount)}</span>
              </span>
            ) : null}
            {story.responseCount > 0 ? (
              <span className={styles.stat}>
                <ResponseIcon />
                <span aria-hidden="true">{formatCount(story.responseCount)}</span>
                <span className="visually-hidden">
                  {STORY_CARD_TEXTS.responses(story.responseCount)}
                </span>
              </span>
            ) : null}
          </p>
          <div className={styles.actions}>
            {actions}
            <BookmarkButton post={story} />
          </div>
        </div>
      </div>
      {story.previewImage ? (
        <img
          className={styles.thumbnail}
          src={imageUrl(story.previewImage.id, THUMBNAIL)}
          srcSet={`${imageUrl(story.previewImage.id, THUMBNAIL_2X)} 2x`}
          alt=""
          width={112}
          height={112}
          loading="lazy"
        />
      ) : null}
    </article>
  );
}

function ClapIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M4.6 8.2 3 6.6a1 1 0 0 1 1.4-1.4l3 3m-1.6-2.4L4.6 4.6A1 1 0 0 1 6 3.2l3.4 3.4M7.8 4.4l-.4-.4a1 1 0 0 1 1.4-1.4l3 3c1.8 1.8 1.8 4.6 0 6.4a4.5 4.5 0 0 1-6.4 0L3.2 9.8a1 1 0 0 1 1.4-1.4l1.6 1.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.1"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ResponseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M13.5 7.6c0 2.9-2.5 5-5.5 5-.8 0-1.6-.1-2.3-.4L2.5 13.5l1-2.6A4.8 4.8 0 0 1 2.5 7.6c0-2.8 2.5-5 5.5-5s5.5 2.2 5.5 5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.1"
        strokeLinejoin="round"
      />
    </svg>
  );
}

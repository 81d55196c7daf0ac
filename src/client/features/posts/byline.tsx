import { AVATAR_SIZES, DEFAULT_AVATAR_ID } from '@shared/media/image-sizes';
import { imageUrl } from '@shared/media/image-url';
import { Link } from '@client/app/link';
import { formatDate } from './image-url';
import { POST_TEXTS } from './texts';
import styles from './byline.module.css';

export interface BylineProps {
  author: { name: string; username: string; imageId?: string | null; isMember: boolean };
  collection?: { name: string; slug: string } | null;
  readingTime: number;
  publishedAt?: string | null;
}

const AVATAR = AVATAR_SIZES.M;

function readingTimeText(minutes: number): string {
  return POST_TEXTS.readingTime(Math.max(1, Math.ceil(minutes)));
}

/** Author picture and name, the publication, reading time and date. */
export function Byline({ author, collection, readingTime, publishedAt }: BylineProps) {
  const avatarId = author.imageId ?? DEFAULT_AVATAR_ID;
  const profile = `/@${author.username}`;
  return (
    <div className={styles.byline}>
      <Link to={profile} className={styles.avatarLink} aria-hidden="true" tabIndex={-1}>
        <img
          className={author.isMember ? `${styles.avatar} ${styles.halo}` : styles.avatar}
          src={imageUrl(avatarId, { width: AVATAR, height: AVATAR, strategy: 'fill' })}
          srcSet={`${imageUrl(avatarId, { width: AVATAR * 2, height: AVATAR * 2, strategy: 'fill' })} 2x`}
          width={AVATAR}
          height={AVATAR}
          alt=""
        />
      </Link>
      <div className={styles.text}>
        <p className={styles.names}>
          <Link to={profile} className={styles.author}>
            {author.name}
          </Link>
          {collection ? (
            <>
              {' in '}
              <Link to={`/${collection.slug}`} className={styles.author}>
                {collection.name}
              </Link>
            </>
          ) : null}
        </p>
        <p className={styles.meta}>
          <span>{readingTimeText(readingTime)}</span>
          {publishedAt ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}

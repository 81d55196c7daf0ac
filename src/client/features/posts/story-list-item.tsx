import { Link } from '../../app/link';
import { formatDate, formatReadingTime, imageUrl } from './image-url';
import styles from './story-list-item.module.css';

export interface StoryListItemData {
  id: string;
  title: string;
  subtitle: string;
  mediumUrl: string;
  readingTime: number;
  latestPublishedAt?: string | null;
  creator: { id: string; name: string; username: string };
  collection?: { id: string; name: string } | null;
  previewImage?: { id: string; alt?: string | null } | null;
}

const THUMBNAIL = { width: 112, height: 112, strategy: 'fill' } as const;
const THUMBNAIL_2X = { width: 224, height: 224, strategy: 'fill' } as const;

/** A story in a feed: author line, title, subtitle, meta, and a thumbnail. */
export function StoryListItem({ story }: { story: StoryListItemData }) {
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
          <h2 className={styles.title}>{story.title}</h2>
          {story.subtitle ? <p className={styles.subtitle}>{story.subtitle}</p> : null}
        </Link>
        <p className={styles.meta}>
          {story.latestPublishedAt ? (
            <time dateTime={story.latestPublishedAt}>{formatDate(story.latestPublishedAt)}</time>
          ) : null}
          <span aria-hidden="true"> · </span>
          <span>{formatReadingTime(story.readingTime)}</span>
        </p>
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

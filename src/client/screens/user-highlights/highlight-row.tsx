import { Link } from '@client/app/link';
import { formatDate } from '@client/features/posts/image-url';
import { USER_HIGHLIGHTS_TEXTS } from './texts';
import type { UserHighlightEdge } from './user-highlights-query';
import styles from './user-highlights.module.css';

/** One highlight: the passage (as text, never markup), the story it is from, and when. */
export function HighlightRow({ edge }: { edge: UserHighlightEdge }) {
  const quote = edge.node;
  const story = quote.post;
  return (
    <li className={styles.row}>
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p>{quote.quoteText}</p>
        </blockquote>
        <figcaption className={styles.caption}>
          {story ? (
            <>
              {USER_HIGHLIGHTS_TEXTS.from}{' '}
              <Link to={story.mediumUrl} className={styles.storyLink}>
                {story.title || USER_HIGHLIGHTS_TEXTS.untitled}
              </Link>{' '}
              {USER_HIGHLIGHTS_TEXTS.by} {story.creator.name}
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>
        </figcaption>
      </figure>
    </li>
  );
}

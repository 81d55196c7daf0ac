import { Link } from '@client/app/link';
import { RESPONSE_TEXTS } from './texts';
import styles from './quoted-passage.module.css';

export interface QuotedPassageProps {
  /** The story answered, linked; absent where the reader is already on it (the thread). */
  story?: { title: string; mediumUrl: string } | null;
  /** The highlighted passage the response answers. */
  quoteText?: string | null;
}

/** What a response answers: 'Responding to {title}' and the passage it quotes. */
export function QuotedPassage({ story, quoteText }: QuotedPassageProps) {
  if (!story && !quoteText) return null;
  return (
    <div className={styles.respondingTo}>
      {story ? (
        <p className={styles.story}>
          {RESPONSE_TEXTS.respondingTo}{' '}
          <Link to={story.mediumUrl} className={styles.storyLink}>
            {story.title.trim() || RESPONSE_TEXTS.untitledStory}
          </Link>
        </p>
      ) : null}
      {quoteText ? <blockquote className={styles.quote}>{quoteText}</blockquote> : null}
    </div>
  );
}

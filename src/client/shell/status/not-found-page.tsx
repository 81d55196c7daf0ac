import { Link } from '@client/app/link';
import { NotFoundArt } from './not-found-art';
import styles from './not-found-page.module.css';
import { NOT_FOUND_TEXTS as TEXTS, readingTimeText } from './texts';

interface SampleStory {
  id: string;
  title: string;
  url: string;
  authorName: string;
  imageUrl: string | null;
  readingTimeMinutes: number;
}

export interface NotFoundPageProps {
  sampleStories: SampleStory[];
}

/** The branded 404 page: a way home and three stories to read instead. */
export function NotFoundPage({ sampleStories }: NotFoundPageProps) {
  return (
    <main id="main" className={styles.page}>
      <div className={styles.hero}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{TEXTS.eyebrow}</p>
          <p className={styles.code}>{TEXTS.code}</p>
          <h1 className={styles.heading}>{TEXTS.heading}</h1>
          <p className={styles.body}>{TEXTS.body}</p>
          <Link to="/" className={styles.home}>
            {TEXTS.home}
          </Link>
        </div>
        <NotFoundArt />
      </div>
      {sampleStories.length > 0 ? (
        <section aria-label={TEXTS.storiesLabel}>
          <ul className={styles.grid}>
            {sampleStories.slice(0, 3).map((story) => (
              <li key={story.id}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

function StoryCard({ story }: { story: SampleStory }) {
  return (
    <article className={styles.card}>
      {story.imageUrl ? (
        <img className={styles.cardImage} src={story.imageUrl} alt="" loading="lazy" />
      ) : null}
      <h2 className={styles.cardTitle}>
        <Link to={story.url} className={styles.cardLink}>
          {story.title}
        </Link>
      </h2>
      <p className={styles.cardMeta}>
        <span>{story.authorName}</span>
        <span aria-hidden="true"> · </span>
        <span>{readingTimeText(story.readingTimeMinutes)}</span>
      </p>
    </article>
  );
}

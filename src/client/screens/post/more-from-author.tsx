import { Link } from '@client/app/link';
import { formatReadingTime } from '@client/features/posts/image-url';
import type { StoryData } from './post-query';
import styles from './post-screen.module.css';
import { STORY_PAGE_TEXTS } from './texts';

/** The author's newest other public stories, and the way to all of them on the profile. */
export function MoreFromAuthor({
  creator,
  stories,
}: {
  creator: StoryData['creator'];
  stories: StoryData['moreFromAuthor'];
}) {
  if (stories.length === 0) return null;
  return (
    <section className={styles.moreFrom} aria-labelledby="story-more-from">
      <h2 id="story-more-from">{STORY_PAGE_TEXTS.moreFrom(creator.name)}</h2>
      <ul>
        {stories.map((story) => (
          <li key={story.id}>
            <Link to={story.mediumUrl}>
              <h3>{story.title}</h3>
              {story.previewSubtitle ? <p>{story.previewSubtitle}</p> : null}
            </Link>
            <p>{formatReadingTime(story.readingTime)}</p>
          </li>
        ))}
      </ul>
      <Link to={`/@${creator.username}`} className={styles.seeAll}>
        {STORY_PAGE_TEXTS.seeAllFrom(creator.name)}
      </Link>
    </section>
  );
}

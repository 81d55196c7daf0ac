import type { ReactNode } from 'react';
import { Link } from '@client/app/link';
import { Avatar } from '@client/ui/avatar/avatar';
import type { AvatarUser } from '@client/ui/avatar/avatar';
import type { StoryData } from './post-query';
import { AuthorFollow, PublicationFollow } from './story-follows';
import styles from './post-screen.module.css';
import { STORY_PAGE_TEXTS } from './texts';

type Collection = NonNullable<StoryData['collection']>;

/** Who stands behind the story, after it: picture, name, followers, about, Follow. */
function PublisherCard(props: {
  id: string;
  picture: AvatarUser;
  /** The heading's words before the name, which links to `to`. */
  lead: string;
  name: string;
  to: string;
  followerCount: number;
  about: string;
  follow: ReactNode;
}) {
  return (
    <section className={styles.publisher} aria-labelledby={props.id}>
      <Link to={props.to} aria-hidden="true" tabIndex={-1}>
        <Avatar user={props.picture} size="L" />
      </Link>
      <div>
        <h2 id={props.id}>
          {props.lead} <Link to={props.to}>{props.name}</Link>
        </h2>
        <p>{STORY_PAGE_TEXTS.followers(props.followerCount)}</p>
        {props.about ? <p>{props.about}</p> : null}
      </div>
      {props.follow}
    </section>
  );
}

/** 'Written by {name}': the author's card; their own story offers them no Follow. */
export function WrittenBy({ creator }: { creator: StoryData['creator'] }) {
  const to = `/@${creator.username}`;
  return (
    <PublisherCard
      id="story-written-by"
      picture={creator}
      lead={STORY_PAGE_TEXTS.writtenBy}
      name={creator.name}
      to={to}
      followerCount={creator.followerCount}
      about={creator.bio}
      follow={<AuthorFollow creator={creator} />}
    />
  );
}

/** 'Published in {publication}': its card with its Follow. */
export function PublishedIn({ collection }: { collection: Collection }) {
  const to = `/${collection.slug}`;
  return (
    <PublisherCard
      id="story-published-in"
      picture={{ name: collection.name, imageId: collection.avatarImageId }}
      lead={STORY_PAGE_TEXTS.publishedIn}
      name={collection.name}
      to={to}
      followerCount={collection.followerCount}
      about={collection.description}
      follow={<PublicationFollow collection={collection} />}
    />
  );
}

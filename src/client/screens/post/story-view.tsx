import { useEffect, useRef, useState } from 'react';
import { useViewer } from '@client/app/use-viewer';
import { publisherStyle } from '@client/features/design/publisher-style';
import { setBarDraftLabel } from '@client/features/posts/bar-draft-label';
import { Byline } from '@client/features/posts/byline';
import { readerMeterState } from '@client/features/posts/reader-meter';
import { PAYWALL_TEXTS } from '@client/features/posts/paywall-texts';
import { MeterNotice, PaywallAfterPreview } from '@client/features/posts/story-paywall';
import { track } from '@client/reporting/install-reporting';
import { draftLabelFor } from '@client/features/posts/draft-label';
import { FriendLinkBox } from '@client/features/posts/friend-link-box';
import { HighlightableBody } from '@client/features/highlights/highlightable-body';
import { LimitedContentBanner } from '@client/features/moderation/limited-content-banner';
import { StoryActionsBar } from '@client/features/posts/story-actions-bar';
import { useReadDetection } from '@client/features/posts/use-read-detection';
import { WriterControls } from '@client/features/posts/writer-controls';
import { QuotedPassage } from '@client/features/responses/quoted-passage';
import { withoutTitleParagraph } from '@shared/content/story-outline';
import { MoreFromAuthor } from './more-from-author';
import { storyTitle } from './post-head';
import type { StoryData } from './post-query';
import styles from './post-screen.module.css';
import { AuthorFollow } from './story-follows';
import { PublishedIn, WrittenBy } from './story-publishers';

function StoryTags({ tags }: { tags: StoryData['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.id}>
          <a className={styles.tag} href={`/tag/${encodeURIComponent(tag.id)}`}>
            {tag.displayTitle}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The story: header with byline (Follow, or the writer controls for its author),
 * the body, tags; then who published it and more from its author.
 */
export function StoryView({ story, hasFriendKey }: { story: StoryData; hasFriendKey: boolean }) {
  const articleRef = useRef<HTMLElement>(null);
  const [isSharing, setIsSharing] = useState(false);
  const viewer = useViewer();
  const viewerId = viewer?.id ?? null;
  useReadDetection(articleRef, story.id, { isMemberOnly: story.isLocked });
  const isAuthor = viewerId !== null && viewerId === story.creator.id;
  // Edit, settings and stats are the author's (posts.policy): a publication's editor reads.
  const canManage = isAuthor;
  // The author and the publication's editors read member-only stories whole, off the meter.
  const readsAsStaff = isAuthor || !!story.collection?.viewerIsEditor;
  const draftLabel = draftLabelFor({
    isPublished: story.isPublished,
    statusForCollection: story.statusForCollection,
    isAuthor,
    pendingCollection: story.pendingCollection,
  });
  const friendLink = isAuthor ? story.friendLink : null;
  // The server decided what this reader may read (and counted a free story if it used one);
  // the meter state only picks the notice.
  const { meteringInfo } = story.content;
  const meter = readerMeterState({
    postId: story.id,
    isLocked: story.isLocked,
    isMember: !!viewer?.mediumMemberAt,
    canManage: readsAsStaff,
    isLockedPreviewOnly: story.content.isLockedPreviewOnly,
    meteredPostIds: meteringInfo.postIds,
  });
  const isFriendLinkRead =
    story.isLocked && meter === 'not_metered' && !readsAsStaff && hasFriendKey;
  // A leading title paragraph duplicates the header; the header shows it once.
  const body = withoutTitleParagraph(story.content.paragraphs, story.title);
  useEffect(() => {
    setBarDraftLabel(draftLabel);
    return () => setBarDraftLabel(null);
  }, [draftLabel]);
  return (
    <main
      className={styles.main}
      id="main"
      // A publication's story wears the publication's design; any other, its writer's.
      style={publisherStyle(
        story.collection ? story.collection.customStyleSheet : story.creator.customStyleSheet,
      )}
    >
      <article ref={articleRef} data-post-id={story.id} data-meter={meter}>
        <header className={styles.header}>
          <QuotedPassage
            story={story.inResponseToPost}
            quoteText={story.inResponseToQuote?.quoteText}
          />
          {story.title.trim() ? (
            <h1 className={styles.title}>{story.title}</h1>
          ) : (
            <h1 className="visually-hidden">{storyTitle(story)}</h1>
          )}
          {story.subtitle ? <p className={styles.subtitle}>{story.subtitle}</p> : null}
          <div className={styles.bylineRow}>
            <Byline
              author={{ ...story.creator, isMember: !!story.creator.mediumMemberAt }}
              collection={story.collection}
              readingTime={story.readingTime}
              publishedAt={story.firstPublishedAt ?? story.latestPublishedAt}
            />
            {canManage ? (
              <WriterControls
                postId={story.id}
                onShareFriendLink={
                  friendLink
                    ? () => {
                        // The friend link is the way past the meter: opening it is its own event.
                        track('editor.shareMeterBypassUrlOpen', { postId: story.id });
                        setIsSharing(true);
                      }
                    : null
                }
              />
            ) : (
              <AuthorFollow creator={story.creator} />
            )}
          </div>
          {story.isLocked ? (
            <p className={styles.memberOnly}>{PAYWALL_TEXTS.memberOnlyStory}</p>
          ) : null}
          <MeterNotice
            postId={story.id}
            meter={meter}
            isFriendLink={isFriendLinkRead}
            metering={meteringInfo}
          />
          {isSharing && friendLink ? (
            <FriendLinkBox postId={story.id} friendLink={friendLink} />
          ) : null}
          {story.isPublished ? <StoryActionsBar post={story} placement="top" /> : null}
        </header>
        <LimitedContentBanner isLimited={story.isLimited} />
        <HighlightableBody post={story} paragraphs={body} />
        {meter === 'paywalled' ? (
          <PaywallAfterPreview
            postId={story.id}
            isSignedIn={viewer !== null}
            metering={meteringInfo}
          />
        ) : null}
        <StoryTags tags={story.tags} />
        {story.isPublished ? <StoryActionsBar post={story} placement="bottom" /> : null}
      </article>
      {story.isPublished ? (
        <div className={styles.footer}>
          {story.collection ? <PublishedIn collection={story.collection} /> : null}
          <WrittenBy creator={story.creator} />
          <MoreFromAuthor creator={story.creator} stories={story.moreFromAuthor} />
        </div>
      ) : null}
    </main>
  );
}

import { partnerTaxesUrl, postResponsesUrl, postUrl, userUrl } from '@shared/routing/urls';

/**
 * What a notification e-mail says, from the notification and the names it
 * refers to. Plain text only: the template escapes it for HTML.
 */
export interface EmailFacts {
  type: string;
  /** The site's public origin, for absolute links. */
  origin: string;
  actorName: string | null;
  actorUsername: string | null;
  postId: string | null;
  postTitle: string | null;
  quote: string | null;
  count: number | null;
}

const NOTIFICATIONS_PATH = '/me/notifications';

export interface EmailContent {
  subject: string;
  headline: string;
  quote: string | null;
  link: string;
  linkLabel: string;
}

const quoted = (title: string | null) => (title ? `“${title}”` : 'your story');
const counted = (count: number | null, noun: string) =>
  count ? `${count.toLocaleString('en-US')} ${noun}` : `a new ${noun.replace(/s$/, '')} milestone`;

/** Subject, headline and the one link a mail offers, for each type of the spec (§9). */
export function describeNotification(facts: EmailFacts): EmailContent {
  const actor = facts.actorName?.trim() || 'Unknown user';
  const story = quoted(facts.postTitle);
  const at = (path: string) => `${facts.origin}${path}`;
  const notificationsLink = at(NOTIFICATIONS_PATH);
  const toStory = facts.postId ? at(postUrl(facts.postId)) : notificationsLink;
  const readStory = { link: toStory, linkLabel: facts.postId ? 'Read the story' : 'Open' };
  const toNotifications = { link: notificationsLink, linkLabel: 'See your notifications' };
  const same = (headline: string, link = readStory) => ({
    subject: headline,
    headline,
    quote: null,
    ...link,
  });
  const type = facts.type.replace(/_rollup$/, '');

  switch (type) {
    case 'response_created':
      return same(`${actor} responded to ${story}`, {
        link: facts.postId ? at(postResponsesUrl(facts.postId)) : notificationsLink,
        linkLabel: 'Read the response',
      });
    case 'post_recommended':
      return same(`${actor} clapped for ${story}`);
    case 'post_recommended_milestone':
    case 'post_clapped_milestone':
      return same(
        facts.count
          ? `${story} reached ${counted(facts.count, 'claps')}`
          : `${story} reached a clap milestone`,
      );
    case 'quote':
      return { ...same(`${actor} highlighted a passage in ${story}`), quote: facts.quote };
    case 'highlight_was_piled_onto':
      return {
        ...same(`${actor} highlighted the same passage as you in ${story}`),
        quote: facts.quote,
      };
    case 'post_noted':
      return same(`${actor} left you a private note on ${story}`);
    case 'note_replied':
    case 'post_note_replied':
      return same(`${actor} replied to a note on ${story}`);
    case 'mention_in_post':
      return same(`${actor} mentioned you in ${story}`);
    case 'mention_in_series':
      return same(`${actor} mentioned you in a series`);
    case 'mention_in_note':
    case 'mention_in_note_update':
    case 'mention_in_note_reply':
    case 'mention_in_note_reply_update':
      return same(`${actor} mentioned you in a note on ${story}`);
    case 'users_following_you':
      return same(`${actor} started following you`, {
        link: facts.actorUsername ? at(userUrl(facts.actorUsername)) : notificationsLink,
        linkLabel: facts.actorUsername ? `See ${actor}’s profile` : 'Open',
      });
    case 'collection_followed_milestone':
      return same(
        facts.count
          ? `Your publication reached ${counted(facts.count, 'followers')}`
          : 'Your publication reached a follower milestone',
      );
    case 'post_published_by_someone_you_follow':
      return same(`${actor} published ${facts.postTitle ? story : 'a new story'}`);
    case 'series_published_by_someone_you_follow':
      return same(`${actor} published a new series`);
    case 'series_you_follow_updated':
      return same('A series you follow has a new episode', toNotifications);
    case 'series_subscribed':
      return same(`${actor} subscribed to your series`);
    case 'post_shared':
      return same(`${actor} shared ${story}`);
    case 'collection_post_submitted':
    case 'collection_draft_submitted':
      return same(`${actor} submitted ${story} to your publication`);
    case 'collection_post_approved':
      return same(`${story} was approved for publication`);
    case 'collection_post_published':
      return same(`${story} was published in a publication`);
    case 'collection_editor_added':
      return same(`${actor} made you an editor of a publication`);
    case 'post_collaborated_published':
      return same(`${actor} published ${story}, which you worked on`);
    case 'post_added_to_editors_picks':
      return same(`${story} was added to the editors’ picks`);
    case 'post_added_to_homepage_catalog':
      return same(`${story} was featured on the home page`);
    case 'fastrak_post_accepted':
      return same(`${story} was accepted for wider distribution`);
    case 'post_monger_request_sent':
      return same(`${actor} asked to share ${story}`);
    default:
      if (type.startsWith('tax_'))
        return same('Action needed: your tax information', {
          link: at(partnerTaxesUrl()),
          linkLabel: 'Review your tax information',
        });
      return same('You have a new notification', toNotifications);
  }
}

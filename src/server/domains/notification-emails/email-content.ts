import { SENTENCE_FALLBACKS, baseType, fillSentence } from '@shared/notifications/sentences';
import { publicationTarget } from '@shared/notifications/publication-target';
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
  /** The story is for members: a mail to every subscriber carries its title only, and says so. */
  postIsMembersOnly?: boolean;
  /** The publication a publication notification is about (gone: null). */
  collection?: { id: string; name: string; slug: string } | null;
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

/** The label of a publication notification's link (publicationTarget says where it leads). */
const PUBLICATION_LINK_LABELS: Readonly<Record<string, string>> = {
  collection_post_submitted: 'Review the submission',
  collection_draft_submitted: 'Review the submission',
};

const QUOTING_TYPES: ReadonlySet<string> = new Set(['quote', 'highlight_was_piled_onto']);

/** The notification list's sentence (src/shared/notifications), with the story's title quoted. */
function headlineOf(facts: EmailFacts): string {
  const sentence = fillSentence(facts.type, {
    actor: facts.actorName?.trim() || SENTENCE_FALLBACKS.unknownUser,
    post: facts.postTitle?.trim()
      ? `“${facts.postTitle.trim()}”`
      : SENTENCE_FALLBACKS.untitledStory,
    collection: facts.collection?.name.trim() || SENTENCE_FALLBACKS.somePublication,
    milestone: (facts.count ?? 0).toLocaleString('en-US'),
  });
  return sentence ?? 'You have a new notification';
}

/** The one link a mail offers, and its label. */
function linkOf(facts: EmailFacts): Pick<EmailContent, 'link' | 'linkLabel'> {
  const at = (path: string) => `${facts.origin}${path}`;
  const toNotifications = { link: at(NOTIFICATIONS_PATH), linkLabel: 'See your notifications' };
  const { type } = baseType(facts.type);
  if (type === 'response_created' && facts.postId)
    return { link: at(postResponsesUrl(facts.postId)), linkLabel: 'Read the response' };
  if (type === 'users_following_you' && facts.actorUsername) {
    const actor = facts.actorName?.trim() || SENTENCE_FALLBACKS.unknownUser;
    return { link: at(userUrl(facts.actorUsername)), linkLabel: `See ${actor}’s profile` };
  }
  const inPublication = publicationTarget(type, facts.collection);
  if (inPublication)
    return {
      link: at(inPublication),
      linkLabel: PUBLICATION_LINK_LABELS[type] ?? 'See the publication',
    };
  if (type.startsWith('tax_'))
    return { link: at(partnerTaxesUrl()), linkLabel: 'Review your tax information' };
  if (facts.postId) return { link: at(postUrl(facts.postId)), linkLabel: 'Read the story' };
  return toNotifications;
}

/** A story a publication sent to its newsletter: its title is the subject. */
function newsletterContent(facts: EmailFacts): EmailContent {
  const title = facts.postTitle?.trim() || SENTENCE_FALLBACKS.untitledStory;
  const from = facts.collection?.name.trim() || SENTENCE_FALLBACKS.somePublication;
  const story = facts.postIsMembersOnly ? 'a member-only story' : 'a story';
  return {
    subject: title,
    headline: `${from} sent you ${story}: “${title}”`,
    quote: null,
    link: `${facts.origin}${postUrl(facts.postId ?? '')}`,
    linkLabel: facts.postIsMembersOnly ? 'Read the story as a member' : 'Read the story',
  };
}

/** Subject, headline, quoted passage and the one link a mail offers (spec §9). */
export function describeNotification(facts: EmailFacts): EmailContent {
  if (facts.type === 'newsletter_story') return newsletterContent(facts);
  const headline = headlineOf(facts);
  const quote = QUOTING_TYPES.has(baseType(facts.type).type) ? facts.quote : null;
  return { subject: headline, headline, quote, ...linkOf(facts) };
}

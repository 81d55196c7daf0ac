/**
 * URL builders of spec §2.5. They return paths only (the host is the caller's
 * concern); every path segment and query value is encoded here.
 */

const seg = encodeURIComponent;

type Query = Record<string, string | undefined>;

/** Appends the defined query values, and an optional hash, to a path. */
function withQuery(path: string, query: Query = {}, hash?: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, value);
  }
  const rest = search.toString();
  return `${path}${rest ? `?${rest}` : ''}${hash ? `#${hash}` : ''}`;
}

// Story
export const postUrl = (postId: string): string => `/p/${seg(postId)}`;
export const postEditUrl = (postId: string): string => `${postUrl(postId)}/edit`;
export const postSettingsUrl = (postId: string): string => `${postUrl(postId)}/settings`;
export const postInfoUrl = (postId: string): string => `${postUrl(postId)}/info`;
export const postResponsesUrl = (postId: string): string => `${postUrl(postId)}/responses/show`;
export const postImportUrl = (): string => '/p/import';
export const newStoryUrl = (options: { inResponseToQuoteId?: string } = {}): string =>
  withQuery('/new-story', { inResponseToQuoteId: options.inResponseToQuoteId || undefined });
export const repostUrl = (id: string): string => `/new-story/repost/${seg(id)}`;
/** Short form of a post: its id straight under the root. */
export const shortPostUrl = (id: string): string => `/${seg(id)}`;
export const ampPostUrl = (postId: string): string => `/amp/p/${seg(postId)}`;

// Search
export type SearchScope =
  { kind: 'user'; username: string } | { kind: 'collection'; collectionSlug: string };

/**
 * Site-wide search, or scoped to a user (the path form of the user-scoped host)
 * or to a publication.
 */
export function searchUrl(q: string, scope?: SearchScope): string {
  if (scope?.kind === 'user') return withQuery(`${userUrl(scope.username)}/search`, { q });
  if (scope?.kind === 'collection') return withQuery(`/${seg(scope.collectionSlug)}/search`, { q });
  return withQuery('/search', { q });
}

// Tags and topics
export const tagUrl = (tag: string): string => `/tag/${seg(tag)}`;
export const taggedUrl = (tag: string): string => `/tagged/${seg(tag)}`;
export const topicsUrl = (): string => '/topics';
export const topicUrl = (topicSlug: string): string => `/topic/${seg(topicSlug)}`;
export const trendingUrl = (mode: string, topicSlug?: string): string =>
  `/trending/mode/${seg(mode)}${topicSlug ? `/topic/${seg(topicSlug)}` : ''}`;

// Feeds: each RSS feed has a JSON Feed beside it, at the same path plus /json.
export const siteFeedUrl = (): string => '/feed';
export const userFeedUrl = (username: string): string => `/feed/@${seg(username)}`;
export const tagFeedUrl = (tag: string): string => `/feed/tagged/${seg(tag)}`;
export const jsonFeedUrl = (rssFeedPath: string): string => `${rssFeedPath}/json`;

// Series
export const seriesUrl = (id: string): string => `/series/${seg(id)}`;
export const sequenceUrl = (id: string): string => `/s/${seg(id)}`;

// Profile
export type UserSubpage =
  | 'about'
  | 'edit'
  | 'series'
  | 'has-recommended'
  | 'highlights'
  | 'responses'
  | 'following'
  | 'followers';

export const userUrl = (username: string): string => `/@${seg(username)}`;
export const userSubpageUrl = (username: string, subpage: UserSubpage): string =>
  `${userUrl(username)}/${subpage}`;

// Own pages
export type StoriesFilter = 'drafts' | 'public' | 'unlisted';

export const yourStoriesUrl = (filter: StoriesFilter): string => `/me/stories/${filter}`;
export function settingsUrl(
  options: { anchor?: 'account' | 'membership'; updatedPayment?: boolean } = {},
): string {
  const query = { updatedPayment: options.updatedPayment ? '1' : undefined };
  return withQuery('/me/settings', query, options.anchor);
}
export const followingSuggestionsUrl = (): string => '/me/following/suggestions';
export const missionControlUrl = (): string => '/me/missioncontrol';
export const readingListQueueUrl = (): string => '/me/list/queue';
export const partnerDashboardUrl = (): string => '/me/partner/dashboard';
export const partnerTaxesUrl = (): string => '/me/partner/taxes';
export const partnerEnrollUrl = (): string => '/me/partner/enroll';
export const yourPublicationsUrl = (): string => '/me/publications';
/** Where a publication is created (collection onboarding). */
export const newPublicationUrl = (): string => '/publication-beta';
export const seriesDraftsUrl = (): string => '/me/series/drafts';
export const statsUrl = (): string => '/me/stats';
export const postStatsUrl = (postId: string): string => `/me/stats/post/${seg(postId)}`;
export const userDesignUrl = (): string => '/me/design';
export const billingReceiptUrl = (id: string): string => `/me/billing-history/receipt/${seg(id)}`;

// Publication
export interface CollectionRef {
  slug?: string | null;
  id: string;
  domain?: string | null;
}

export type CollectionSubpage =
  | 'about'
  | 'feed'
  | 'new-story'
  | 'stories/submissions'
  | 'stats/overview'
  | 'settings'
  | 'settings/dashboard'
  | 'settings/followers'
  | 'settings/navigation'
  | 'settings/feature-pages'
  | 'settings/custom-domain'
  | 'design'
  | 'new-newsletter'
  | 'new-shortform';

/**
 * Publication home: '/slug', or '/c/id' when it has no slug. Pass
 * `onCustomDomain` when the page is served on the publication's own domain,
 * where the slug is implied by the host and the home is '/'.
 */
export function collectionUrl(
  collection: CollectionRef,
  options: { onCustomDomain?: boolean } = {},
): string {
  if (options.onCustomDomain && collection.domain) return '/';
  return collection.slug ? `/${seg(collection.slug)}` : `/c/${seg(collection.id)}`;
}

/**
 * The origin a publication's pages and feed are served on: its live custom
 * domain, with the site's scheme and port (https://notes.example.org in
 * production, http://notes.localhost:3000 in development), or the site's own.
 */
export function collectionOrigin(collection: CollectionRef, siteOrigin: string): string {
  if (!collection.domain) return siteOrigin;
  const site = new URL(siteOrigin);
  return `${site.protocol}//${collection.domain}${site.port ? `:${site.port}` : ''}`;
}

/**
 * A path built for the site (/{slug}/about) as it reads on the publication's
 * own domain (/about); other paths are left as they are.
 */
export function collectionPathOnDomain(collection: CollectionRef, sitePath: string): string {
  if (!collection.domain) return sitePath;
  const base = collectionUrl(collection);
  if (sitePath === base) return '/';
  return sitePath.startsWith(`${base}/`) ? sitePath.slice(base.length) : sitePath;
}

/**
 * A publication page's address where readers should find it: a path built
 * for the site (/{slug}/about), moved to its live domain (https://domain/about).
 */
export const collectionPageUrl = (
  collection: CollectionRef,
  sitePath: string,
  siteOrigin: string,
): string =>
  `${collectionOrigin(collection, siteOrigin)}${collectionPathOnDomain(collection, sitePath)}`;

function collectionPath(
  collection: CollectionRef,
  rest: string,
  options: { onCustomDomain?: boolean },
): string {
  const base = collectionUrl(collection, options);
  return `${base === '/' ? '' : base}/${rest}`;
}

export const collectionSubpageUrl = (
  collection: CollectionRef,
  subpage: CollectionSubpage,
  options: { onCustomDomain?: boolean } = {},
): string => collectionPath(collection, subpage, options);

/** /{collectionSlug}/archive, or one year or one month of it. */
export const collectionArchiveUrl = (
  collection: CollectionRef,
  range: { year?: number | null; month?: number | null } = {},
  options: { onCustomDomain?: boolean } = {},
): string => {
  const year = range.year ? `/${range.year}` : '';
  const month = range.year && range.month ? `/${String(range.month).padStart(2, '0')}` : '';
  return collectionPath(collection, `archive${year}${month}`, options);
};

/** A feature page of the publication: /{collectionSlug}/pages/{slug}. */
export const collectionFeaturePageUrl = (
  collection: CollectionRef,
  featurePageSlug: string,
  options: { onCustomDomain?: boolean } = {},
): string => collectionPath(collection, `pages/${seg(featurePageSlug)}`, options);

/** A story's canonical address in its publication: /{collectionSlug}/{slug-id}. */
export const collectionStoryUrl = (
  collection: CollectionRef,
  story: { id: string; slug?: string | null },
  options: { onCustomDomain?: boolean } = {},
): string =>
  collectionPath(collection, seg(story.slug ? `${story.slug}-${story.id}` : story.id), options);

/** /{collectionSlug}/{postId}/edit-shortform: a shortform post's editor. */
export const shortformEditUrl = (collection: CollectionRef, shortformId: string): string =>
  collectionPath(collection, `${seg(shortformId)}/edit-shortform`, {});

/** A publication's newsletter landing: /{collectionSlug}/newsletters/{newsletterSlug}. */
export const collectionNewsletterUrl = (
  collection: CollectionRef,
  newsletterSlug: string,
  options: { onCustomDomain?: boolean } = {},
): string => collectionPath(collection, `newsletters/${seg(newsletterSlug)}`, options);

/** Its settings, for the publication's creator and editors. */
export const collectionNewsletterSettingsUrl = (
  collection: CollectionRef,
  newsletterSlug: string,
  options: { onCustomDomain?: boolean } = {},
): string => `${collectionNewsletterUrl(collection, newsletterSlug, options)}/settings`;

// Newsletters
export const newsletterStatsUrl = (id: string): string => `/newsletters/${seg(id)}/stats`;
export const newsletterNewEmailUrl = (id: string): string => `/newsletters/${seg(id)}/new-email`;

// Membership
export const membershipUrl = (): string => '/membership';
export const plansUrl = (): string => '/plans';
export const paymentUrl = (): string => '/payment';
export const giftCheckoutUrl = (): string => '/gift-checkout';
export const upgradeUrl = (): string => '/upgrade';
export const welcomeMemberUrl = (): string => '/welcome-member';

// Auth
export const signInUrl = (): string => '/m/signin';
export const signOutUrl = (token: string): string => `/m/signout/${seg(token)}`;
export const emailCallbackUrl = (): string => '/m/callback/email';
export const authenticateCallbackUrl = (): string => '/m/callback/authenticate';
export const connectFacebookUrl = (): string => '/m/connect/facebook';
export const connectGoogleUrl = (): string => '/m/connect/google';
export const appleStartAuthUrl = (): string => '/m/start-auth/apple';
export const twitterAuthenticateUrl = (): string => '/m/account/authenticate-twitter';

// Others
export const aboutUrl = (options: { autoplay?: boolean } = {}): string =>
  withQuery('/about', { autoplay: options.autoplay ? '1' : undefined });
export const creatorsUrl = (): string => '/creators';
export const networkStreamUrl = (): string => '/stream/network';
export const appUrl = (): string => '/m/app';
export const shortUserUrl = (id: string): string => `/u/${seg(id)}`;
export const mediaUrl = (id: string): string => `/media/${seg(id)}`;

// Open-in-app deep links
export type OpenInAppTarget =
  | { kind: 'post'; postId: string }
  | { kind: 'collection'; collectionSlug: string }
  | { kind: 'topic'; topicSlug: string }
  | { kind: 'user'; username: string };

export function openInAppPath(target: OpenInAppTarget): string {
  switch (target.kind) {
    case 'post':
      return postUrl(target.postId);
    case 'collection':
      return `/${seg(target.collectionSlug)}`;
    case 'topic':
      return topicUrl(target.topicSlug);
    case 'user':
      return userUrl(target.username);
  }
}

/** A friend link: the post URL plus source=friends_link and the share key, before any hash. */
export function friendLinkUrl(storyUrl: string, shareKey: string): string {
  const hashAt = storyUrl.indexOf('#');
  const base = hashAt === -1 ? storyUrl : storyUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : storyUrl.slice(hashAt);
  const separator = base.includes('?') ? (/[?&]$/.test(base) ? '' : '&') : '?';
  const query = `source=friends_link&sk=${encodeURIComponent(shareKey)}`;
  return `${base}${separator}${query}${hash}`;
}

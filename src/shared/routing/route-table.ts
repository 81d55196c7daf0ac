import type { FlagName } from '../flags';

/** Which routing table serves a route: user-handle paths, collection-slug paths, or the rest. */
export type RoutingTable = 'default' | 'user' | 'collection';

export interface RouteDefinition {
  name: string;
  /** `{param}` segments capture; `@{username}` matches only values starting with '@'. */
  path: string;
  flag?: FlagName;
  /** Gate used instead of `flag` when the request arrives on a custom domain. */
  customDomainFlag?: FlagName;
  table: RoutingTable;
  /** Target path (same `{param}` names) for routes that only redirect. */
  redirectTo?: string;
  /** The page opens the story's responses panel on arrival (spec §2.5, /p/{postId}/responses/show). */
  opensResponses?: boolean;
  /** An end-to-end test aid: served only by a server started with ENABLE_TEST_ROUTES. */
  testOnly?: boolean;
}

type RouteOptions = Omit<RouteDefinition, 'name' | 'path' | 'table'>;

// Derived from the path so a route can never sit in the wrong table (spec §2.1).
function tableFor(path: string): RoutingTable {
  const first = path.split('/')[1] ?? '';
  if (first === '@{username}') return 'user';
  if (first === '{collectionSlug}') return 'collection';
  return 'default';
}

function route(name: string, path: string, options: RouteOptions = {}): RouteDefinition {
  return { name, path, table: tableFor(path), ...options };
}

const post: RouteOptions = { flag: 'enable_lite_post' };
const profile: RouteOptions = { flag: 'enable_lite_profile' };
const followPages: RouteOptions = { flag: 'enable_aurora_profile_follow_pages' };
const billing: RouteOptions = { flag: 'enable_detailed_billing_history' };
const shortform: RouteOptions = { flag: 'enable_shortform' };

/** Every lite route of spec §2.2, each registered once. */
export const ROUTES: readonly RouteDefinition[] = [
  // Home and posts
  route('ShowHome', '/', { flag: 'enable_lite_homepage' }),
  route('ShowPost', '/p/{postId}', post),
  route('ShowPostUnderUser', '/@{username}/{postId}', post),
  route('ShowPostUnderCollection', '/{collectionSlug}/{postId}', {
    flag: 'enable_lite_post',
    customDomainFlag: 'enable_lite_post_cd',
  }),
  route('ShowPostResponses', '/p/{postId}/responses/show', { ...post, opensResponses: true }),
  route('ShowPostSettings', '/p/{postId}/settings'),
  route('ShowPostEdit', '/p/{postId}/edit'),
  route('ShowNewStory', '/new-story'),
  route('ShowSequencePost', '/s/{sequenceSlug}/{postId}', post),
  route('ShowSequenceLibrary', '/collections'),
  route('ShowSeries', '/series/{postId}'),
  route('ShowAmpPost', '/amp/p/{postId}'),
  route('ShowAmpPostUnderCollection', '/{collectionSlug}/amp/p/{postId}'),

  // Design editors and their old /styles addresses
  route('ShowUserDesignEditor', '/me/design'),
  route('ShowUserStylesRedirect', '/me/styles', { redirectTo: '/me/design' }),
  route('ShowCollectionDesignEditor', '/{collectionSlug}/design'),
  route('ShowCollectionStylesRedirect', '/{collectionSlug}/styles', {
    redirectTo: '/{collectionSlug}/design',
  }),

  // Own pages
  route('ShowYourStoriesRedirect', '/me/stories', { redirectTo: '/me/stories/drafts' }),
  route('ShowYourStories', '/me/stories/{filterBy}', { flag: 'enable_lite_stories' }),
  route('ShowStats', '/me/stats'),
  route('ShowStatsPost', '/me/stats/post/{postId}'),
  route('ShowBillingHistory', '/me/billing-history', billing),
  route('ShowBillingHistoryReceipt', '/me/billing-history/receipt/{chargeId}', billing),
  route('ShowPaymentUpdate', '/me/settings/payment/update'),
  route('ShowPartnerEnroll', '/me/partner/enroll'),
  route('ShowPartnerTaxes', '/me/partner/taxes'),
  route('ShowPartnerDashboard', '/me/partner/dashboard'),
  route('ShowMissionControl', '/me/missioncontrol'),
  route('ShowReadingHistory', '/me/readinghistory'),
  route('ShowReadingList', '/me/list/{activeTab}'),
  route('ShowMuteSettings', '/me/settings/mute/{activeTab}'),
  route('ShowYourNewsletters', '/me/newsletters'),
  route('ShowYourPublications', '/me/publications'),
  route('ShowConfirmSubscriberExport', '/me/subscribers/confirm-export', {
    flag: 'enable_subscribe_to_profile',
  }),

  // Profiles
  route('ShowUser', '/@{username}', profile),
  route('ShowUserLatest', '/@{username}/latest', profile),
  route('ShowUserHasRecommended', '/@{username}/has-recommended', profile),
  route('ShowUserHighlights', '/@{username}/highlights', profile),
  route('ShowUserSeries', '/@{username}/series', profile),
  route('ShowUserResponses', '/@{username}/responses', profile),
  route('ShowUserFollowers', '/@{username}/followers', followPages),
  route('ShowUserFollowing', '/@{username}/following', followPages),
  route('ShowUserAbout', '/@{username}/about'),
  route('ShowUserSearch', '/@{username}/search'),
  route('ShowUserOneClickFollow', '/@{username}/follow'),
  route('ShowUserNewNewsletter', '/@{username}/new-newsletter'),
  route('ShowUserNewsletter', '/@{username}/newsletters/{newsletterSlug}'),

  // Publications
  route('ShowCollectionHome', '/{collectionSlug}'),
  route('ShowCollectionAbout', '/{collectionSlug}/about', {
    flag: 'enable_aurora_about_page_routing',
  }),
  route('ShowCollectionArchive', '/{collectionSlug}/archive'),
  route('ShowCollectionArchiveYear', '/{collectionSlug}/archive/{year}'),
  route('ShowCollectionArchiveMonth', '/{collectionSlug}/archive/{year}/{month}'),
  // A publication by its id; the screen answers 301 to its slug's address.
  route('ShowCollectionById', '/c/{collectionId}'),
  route('ShowCollectionTagged', '/{collectionSlug}/tagged/{tagSlug}', {
    flag: 'enable_aurora_tag_page_routing',
  }),
  // Its creator and editors change its name, tagline and images (spec §2.5).
  route('ShowCollectionSettings', '/{collectionSlug}/settings'),
  route('ShowCollectionFollowers', '/{collectionSlug}/settings/followers'),
  route('ShowCollectionDashboard', '/{collectionSlug}/settings/dashboard'),
  route('ShowCollectionNavigationSettings', '/{collectionSlug}/settings/navigation'),
  route('ShowCollectionFeaturePages', '/{collectionSlug}/settings/feature-pages'),
  // A feature page; the literal 'pages' keeps it off the story addresses /{collectionSlug}/{slug-id}.
  route('ShowCollectionFeaturePage', '/{collectionSlug}/pages/{featurePageSlug}'),
  // The publication menu's New story: /new-story with the draft added to this publication.
  route('ShowCollectionNewStory', '/{collectionSlug}/new-story'),
  route('ShowCustomDomainSettings', '/{collectionSlug}/settings/custom-domain', {
    flag: 'enable_custom_domain_v2_settings',
  }),
  route('ShowCollectionPreview', '/{collectionSlug}/preview'),
  // The publication-scoped form of /search (spec §2.5).
  route('ShowCollectionSearch', '/{collectionSlug}/search'),
  route('ShowCollectionSubmissions', '/{collectionSlug}/stories/submissions'),
  route('ShowNewShortform', '/{collectionSlug}/new-shortform', shortform),
  route('ShowEditShortform', '/{collectionSlug}/{postId}/edit-shortform', shortform),
  route('ShowPublicationDigestStats', '/{collectionSlug}/stats/publication-digests'),
  // Its stories' stats summed, for its creator and editors.
  route('ShowCollectionStatsOverview', '/{collectionSlug}/stats/overview'),
  route('ShowCollectionNewNewsletter', '/{collectionSlug}/new-newsletter'),
  route('ShowCollectionNewsletter', '/{collectionSlug}/newsletters/{newsletterSlug}'),
  route(
    'ShowCollectionNewsletterSettings',
    '/{collectionSlug}/newsletters/{newsletterSlug}/settings',
  ),

  // Search and tags
  route('ShowSearch', '/search'),
  route('ShowSearchTab', '/search/{tab}'),
  route('ShowTag', '/tag/{tag}'),
  route('ShowTagged', '/tagged/{tag}'),

  // Topics and trending
  route('ShowTopics', '/topics'),
  route('ShowTopic', '/topic/{topicSlug}', { flag: 'enable_lite_topics' }),
  route('ShowTrending', '/trending'),
  route('ShowTrendingMode', '/trending/mode/{mode}'),
  route('ShowTrendingModeTopic', '/trending/mode/{mode}/topic/{topicSlug}'),

  // Membership and campaign landing pages
  route('ShowPlans', '/plans'),
  route('ShowMemberOnboarding', '/welcome-member'),
  // Membership paths of spec §2.5: what members get, the card form, gifts, and Upgrade's old address.
  route('ShowMembership', '/membership'),
  route('ShowPayment', '/payment'),
  route('ShowGiftCheckout', '/gift-checkout'),
  route('ShowUpgrade', '/upgrade', { redirectTo: '/plans' }),
  route('ShowTickLandingPage', '/l/ticks', { flag: 'enable_tick_landing_page' }),
  route('ShowTributeLandingPage', '/l/tribute', { flag: 'enable_tribute_landing_page' }),
  route('ShowMembershipLandingPage', '/l/membership', { flag: 'enable_membership_landing_page' }),

  // Internal tools
  route('ShowAuthorCurationTool', '/_/curation/discovery/next-author'),
  route('ShowInternalStatus', '/_/admin/internal-status'),
  route('ShowDebugCachedPost', '/_/debug/lite/cache/p/{postId}', {
    flag: 'enable_debug_cached_post',
  }),
  route('ShowExperimentalEditor', '/_/show-experimental-editor', {
    flag: 'enable_experimental_editor',
  }),

  // Other
  route('ShowSignIn', '/m/signin'),
  route('ShowNotAvailable', '/not-available'),
  route('ShowRegistrationForm', '/registration-form'),
  route('ShowUnrecognizedAccount', '/unrecognized-account'),
  route('ShowCollectionOnboarding', '/publication-beta'),

  // Quire's own pages, beyond the spec's table
  route('ShowSettings', '/me/settings'),
  route('ShowNotifications', '/me/notifications'),
  route('ShowAdminReports', '/_/admin/reports'),
  // Pages the operator writes (DATA_DIR/pages/*.md), linked from the sign-in footer and user menu
  route('ShowAbout', '/about'),
  route('ShowHelp', '/help'),
  route('ShowHelpHowToWrite', '/help/how-do-i-write'),
  route('ShowLegal', '/legal'),

  // End-to-end test aids
  route('ShowTestAvatars', '/_/test/avatars', { testOnly: true }),
];

const byName = new Map(ROUTES.map((definition) => [definition.name, definition]));

/** Looks a route up by name; an unknown name is a programming error, so it throws. */
export function getRoute(name: string): RouteDefinition {
  const definition = byName.get(name);
  if (!definition) throw new Error(`Unknown route: ${name}`);
  return definition;
}

import { describe, expect, it } from 'vitest';
import { isFlagName } from '../flags';
import { ROUTES, getRoute } from './route-table';

const byName = (name: string) => ROUTES.find((route) => route.name === name);

describe('ROUTES', () => {
  it('registers every name and every path once', () => {
    const names = ROUTES.map((route) => route.name);
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses PascalCase Show… names and absolute paths', () => {
    for (const route of ROUTES) {
      expect(route.name).toMatch(/^Show[A-Z][A-Za-z]*$/);
      expect(route.path.startsWith('/')).toBe(true);
    }
  });

  it('only names flags from the flag catalogue', () => {
    for (const route of ROUTES) {
      if (route.flag) expect(isFlagName(route.flag)).toBe(true);
      if (route.customDomainFlag) expect(isFlagName(route.customDomainFlag)).toBe(true);
    }
  });

  it.each([
    ['ShowHome', '/', 'enable_lite_homepage'],
    ['ShowPost', '/p/{postId}', 'enable_lite_post'],
    ['ShowPostUnderUser', '/@{username}/{postId}', 'enable_lite_post'],
    ['ShowPostUnderCollection', '/{collectionSlug}/{postId}', 'enable_lite_post'],
    ['ShowPostSettings', '/p/{postId}/settings', undefined],
    ['ShowPostEdit', '/p/{postId}/edit', undefined],
    ['ShowNewStory', '/new-story', undefined],
    ['ShowUserDesignEditor', '/me/design', undefined],
    ['ShowCollectionDesignEditor', '/{collectionSlug}/design', undefined],
    ['ShowCollectionNavigationSettings', '/{collectionSlug}/settings/navigation', undefined],
    ['ShowCollectionFeaturePages', '/{collectionSlug}/settings/feature-pages', undefined],
    ['ShowCollectionFeaturePage', '/{collectionSlug}/pages/{featurePageSlug}', undefined],
    ['ShowCollectionNewStory', '/{collectionSlug}/new-story', undefined],
    ['ShowYourStories', '/me/stories/{filterBy}', 'enable_lite_stories'],
    ['ShowSeries', '/series/{postId}', undefined],
    ['ShowStats', '/me/stats', undefined],
    ['ShowStatsPost', '/me/stats/post/{postId}', undefined],
    ['ShowUser', '/@{username}', 'enable_lite_profile'],
    ['ShowUserLatest', '/@{username}/latest', 'enable_lite_profile'],
    ['ShowUserHasRecommended', '/@{username}/has-recommended', 'enable_lite_profile'],
    ['ShowUserHighlights', '/@{username}/highlights', 'enable_lite_profile'],
    ['ShowUserSeries', '/@{username}/series', 'enable_lite_profile'],
    ['ShowUserResponses', '/@{username}/responses', 'enable_lite_profile'],
    ['ShowUserFollowers', '/@{username}/followers', 'enable_aurora_profile_follow_pages'],
    ['ShowUserFollowing', '/@{username}/following', 'enable_aurora_profile_follow_pages'],
    ['ShowUserAbout', '/@{username}/about', undefined],
    ['ShowUserOneClickFollow', '/@{username}/follow', undefined],
    ['ShowBillingHistory', '/me/billing-history', 'enable_detailed_billing_history'],
    [
      'ShowBillingHistoryReceipt',
      '/me/billing-history/receipt/{chargeId}',
      'enable_detailed_billing_history',
    ],
    ['ShowPaymentUpdate', '/me/settings/payment/update', undefined],
    ['ShowPlans', '/plans', undefined],
    ['ShowMemberOnboarding', '/welcome-member', undefined],
    ['ShowAuthorCurationTool', '/_/curation/discovery/next-author', undefined],
    ['ShowInternalStatus', '/_/admin/internal-status', undefined],
    ['ShowDebugCachedPost', '/_/debug/lite/cache/p/{postId}', 'enable_debug_cached_post'],
    ['ShowCollectionHome', '/{collectionSlug}', undefined],
    ['ShowCollectionAbout', '/{collectionSlug}/about', 'enable_aurora_about_page_routing'],
    [
      'ShowCollectionTagged',
      '/{collectionSlug}/tagged/{tagSlug}',
      'enable_aurora_tag_page_routing',
    ],
    ['ShowCollectionSettings', '/{collectionSlug}/settings', undefined],
    ['ShowCollectionFollowers', '/{collectionSlug}/settings/followers', undefined],
    ['ShowCollectionDashboard', '/{collectionSlug}/settings/dashboard', undefined],
    ['ShowCollectionStatsOverview', '/{collectionSlug}/stats/overview', undefined],
    [
      'ShowCustomDomainSettings',
      '/{collectionSlug}/settings/custom-domain',
      'enable_custom_domain_v2_settings',
    ],
    ['ShowCollectionPreview', '/{collectionSlug}/preview', undefined],
    ['ShowCollectionSearch', '/{collectionSlug}/search', undefined],
    ['ShowNewShortform', '/{collectionSlug}/new-shortform', 'enable_shortform'],
    ['ShowEditShortform', '/{collectionSlug}/{postId}/edit-shortform', 'enable_shortform'],
    ['ShowExperimentalEditor', '/_/show-experimental-editor', 'enable_experimental_editor'],
    ['ShowAmpPost', '/amp/p/{postId}', undefined],
    ['ShowAmpPostUnderCollection', '/{collectionSlug}/amp/p/{postId}', undefined],
    ['ShowTopic', '/topic/{topicSlug}', 'enable_lite_topics'],
    ['ShowTrending', '/trending', undefined],
    ['ShowTrendingMode', '/trending/mode/{mode}', undefined],
    ['ShowTrendingModeTopic', '/trending/mode/{mode}/topic/{topicSlug}', undefined],
    ['ShowMissionControl', '/me/missioncontrol', undefined],
    ['ShowReadingHistory', '/me/readinghistory', undefined],
    ['ShowReadingList', '/me/list/{activeTab}', undefined],
    ['ShowMuteSettings', '/me/settings/mute/{activeTab}', undefined],
    ['ShowSequencePost', '/s/{sequenceSlug}/{postId}', 'enable_lite_post'],
    ['ShowSequenceLibrary', '/collections', undefined],
    ['ShowTickLandingPage', '/l/ticks', 'enable_tick_landing_page'],
    ['ShowTributeLandingPage', '/l/tribute', 'enable_tribute_landing_page'],
    ['ShowMembershipLandingPage', '/l/membership', 'enable_membership_landing_page'],
    ['ShowPublicationDigestStats', '/{collectionSlug}/stats/publication-digests', undefined],
    ['ShowUserNewNewsletter', '/@{username}/new-newsletter', undefined],
    ['ShowCollectionNewNewsletter', '/{collectionSlug}/new-newsletter', undefined],
    [
      'ShowCollectionNewsletterSettings',
      '/{collectionSlug}/newsletters/{newsletterSlug}/settings',
      undefined,
    ],
    ['ShowYourNewsletters', '/me/newsletters', undefined],
    ['ShowYourPublications', '/me/publications', undefined],
    ['ShowCollectionSubmissions', '/{collectionSlug}/stories/submissions', undefined],
    ['ShowCollectionNewsletter', '/{collectionSlug}/newsletters/{newsletterSlug}', undefined],
    ['ShowUserNewsletter', '/@{username}/newsletters/{newsletterSlug}', undefined],
    ['ShowSignIn', '/m/signin', undefined],
    ['ShowNotAvailable', '/not-available', undefined],
    ['ShowRegistrationForm', '/registration-form', undefined],
    ['ShowUnrecognizedAccount', '/unrecognized-account', undefined],
    [
      'ShowConfirmSubscriberExport',
      '/me/subscribers/confirm-export',
      'enable_subscribe_to_profile',
    ],
    ['ShowCollectionOnboarding', '/publication-beta', undefined],
  ])('registers %s at %s gated by %s', (name, path, flag) => {
    const route = byName(name);
    expect(route?.path).toBe(path);
    expect(route?.flag).toBe(flag);
    expect(route?.redirectTo).toBeUndefined();
  });

  it('gates a post on a publication custom domain by its own flag', () => {
    expect(byName('ShowPostUnderCollection')?.customDomainFlag).toBe('enable_lite_post_cd');
    const others = ROUTES.filter((route) => route.name !== 'ShowPostUnderCollection');
    expect(others.every((route) => route.customDomainFlag === undefined)).toBe(true);
  });

  it('registers the two /styles addresses, /me/stories and /upgrade as redirects', () => {
    const redirects = ROUTES.filter((route) => route.redirectTo !== undefined);
    expect(redirects.map(({ path, redirectTo }) => [path, redirectTo])).toEqual([
      ['/me/styles', '/me/design'],
      ['/{collectionSlug}/styles', '/{collectionSlug}/design'],
      ['/me/stories', '/me/stories/drafts'],
      ['/upgrade', '/plans'],
    ]);
  });

  it('puts handle paths in the user table, slug paths in the collection table, the rest in default', () => {
    for (const route of ROUTES) {
      const first = route.path.split('/')[1];
      const expected =
        first === '@{username}' ? 'user' : first === '{collectionSlug}' ? 'collection' : 'default';
      expect(route.table, route.name).toBe(expected);
    }
    expect(byName('ShowUser')?.table).toBe('user');
    expect(byName('ShowCollectionHome')?.table).toBe('collection');
    expect(byName('ShowHome')?.table).toBe('default');
    expect(byName('ShowPost')?.table).toBe('default');
  });
});

describe('getRoute', () => {
  it('returns the route of that name', () => {
    expect(getRoute('ShowPost')).toMatchObject({ name: 'ShowPost', path: '/p/{postId}' });
  });

  it('throws for an unknown name', () => {
    expect(() => getRoute('ShowNothing')).toThrow('Unknown route: ShowNothing');
  });
});

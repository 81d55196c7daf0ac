import { describe, expect, it } from 'vitest';
import * as urls from './urls';

describe('story URLs', () => {
  it.each([
    [urls.postUrl('abc'), '/p/abc'],
    [urls.postEditUrl('abc'), '/p/abc/edit'],
    [urls.postSettingsUrl('abc'), '/p/abc/settings'],
    [urls.postInfoUrl('abc'), '/p/abc/info'],
    [urls.postResponsesUrl('abc'), '/p/abc/responses/show'],
    [urls.postImportUrl(), '/p/import'],
    [urls.newStoryUrl(), '/new-story'],
    [urls.newStoryUrl({ inResponseToQuoteId: 'q1' }), '/new-story?inResponseToQuoteId=q1'],
    [urls.newStoryUrl({ inResponseToQuoteId: '' }), '/new-story'],
    [urls.repostUrl('r1'), '/new-story/repost/r1'],
    [urls.shortPostUrl('abc'), '/abc'],
    [urls.ampPostUrl('abc'), '/amp/p/abc'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('encodes path segments', () => {
    expect(urls.postUrl('a/b c')).toBe('/p/a%2Fb%20c');
    expect(urls.repostUrl('?#')).toBe('/new-story/repost/%3F%23');
  });
});

describe('search, tags, topics and series', () => {
  it.each([
    [urls.searchUrl('cats'), '/search?q=cats'],
    [urls.searchUrl('a&b c'), '/search?q=a%26b+c'],
    [urls.searchUrl('cats', { kind: 'user', username: 'alice' }), '/@alice/search?q=cats'],
    [
      urls.searchUrl('cats', { kind: 'collection', collectionSlug: 'field-notes' }),
      '/field-notes/search?q=cats',
    ],
    [urls.tagUrl('web dev'), '/tag/web%20dev'],
    [urls.taggedUrl('art'), '/tagged/art'],
    [urls.tagFeedUrl('art'), '/feed/tagged/art'],
    [urls.jsonFeedUrl(urls.tagFeedUrl('art')), '/feed/tagged/art/json'],
    [urls.siteFeedUrl(), '/feed'],
    [urls.jsonFeedUrl(urls.siteFeedUrl()), '/feed/json'],
    [urls.userFeedUrl('ada'), '/feed/@ada'],
    [urls.jsonFeedUrl(urls.userFeedUrl('ada')), '/feed/@ada/json'],
    [urls.topicsUrl(), '/topics'],
    [urls.topicUrl('design'), '/topic/design'],
    [urls.trendingUrl('week'), '/trending/mode/week'],
    [urls.trendingUrl('week', 'design'), '/trending/mode/week/topic/design'],
    [urls.seriesUrl('s1'), '/series/s1'],
    [urls.sequenceUrl('s1'), '/s/s1'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('profile URLs', () => {
  it('builds the profile and its subpages', () => {
    expect(urls.userUrl('alice')).toBe('/@alice');
    expect(urls.userUrl('al ice')).toBe('/@al%20ice');
    const subpages = [
      'about',
      'edit',
      'series',
      'has-recommended',
      'highlights',
      'responses',
      'following',
      'followers',
    ] as const;
    for (const subpage of subpages) {
      expect(urls.userSubpageUrl('alice', subpage)).toBe(`/@alice/${subpage}`);
    }
  });
});

describe('own pages', () => {
  it.each([
    [urls.yourStoriesUrl('drafts'), '/me/stories/drafts'],
    [urls.yourStoriesUrl('public'), '/me/stories/public'],
    [urls.yourStoriesUrl('unlisted'), '/me/stories/unlisted'],
    [urls.settingsUrl(), '/me/settings'],
    [urls.settingsUrl({ anchor: 'account' }), '/me/settings#account'],
    [urls.settingsUrl({ anchor: 'membership' }), '/me/settings#membership'],
    [urls.settingsUrl({ updatedPayment: true }), '/me/settings?updatedPayment=1'],
    [
      urls.settingsUrl({ anchor: 'membership', updatedPayment: true }),
      '/me/settings?updatedPayment=1#membership',
    ],
    [urls.settingsUrl({ updatedPayment: false }), '/me/settings'],
    [urls.followingSuggestionsUrl(), '/me/following/suggestions'],
    [urls.missionControlUrl(), '/me/missioncontrol'],
    [urls.readingListQueueUrl(), '/me/list/queue'],
    [urls.partnerDashboardUrl(), '/me/partner/dashboard'],
    [urls.partnerTaxesUrl(), '/me/partner/taxes'],
    [urls.partnerEnrollUrl(), '/me/partner/enroll'],
    [urls.yourPublicationsUrl(), '/me/publications'],
    [urls.seriesDraftsUrl(), '/me/series/drafts'],
    [urls.statsUrl(), '/me/stats'],
    [urls.postStatsUrl('abc'), '/me/stats/post/abc'],
    [urls.userDesignUrl(), '/me/design'],
    [urls.billingReceiptUrl('ch_1'), '/me/billing-history/receipt/ch_1'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('publication URLs', () => {
  const withSlug = { slug: 'field-notes', id: 'c1', domain: 'notes.example.org' };
  const withoutSlug = { slug: null, id: 'c1' };

  it('uses the slug, or /c/id without one', () => {
    expect(urls.collectionUrl(withSlug)).toBe('/field-notes');
    expect(urls.collectionUrl(withoutSlug)).toBe('/c/c1');
    expect(urls.collectionUrl({ slug: 'a b', id: 'c1' })).toBe('/a%20b');
  });

  it('moves a page to the live domain, with the site’s scheme and port', () => {
    expect(urls.collectionOrigin(withSlug, 'https://quire.example')).toBe(
      'https://notes.example.org',
    );
    expect(urls.collectionOrigin(withSlug, 'http://localhost:3000')).toBe(
      'http://notes.example.org:3000',
    );
    expect(urls.collectionPageUrl(withSlug, '/field-notes/about', 'https://quire.example')).toBe(
      'https://notes.example.org/about',
    );
    expect(urls.collectionPageUrl(withSlug, '/field-notes', 'https://quire.example')).toBe(
      'https://notes.example.org/',
    );
    expect(urls.collectionPageUrl(withoutSlug, '/c/c1', 'https://quire.example')).toBe(
      'https://quire.example/c/c1',
    );
    expect(urls.collectionPathOnDomain(withSlug, '/tag/essays')).toBe('/tag/essays');
  });

  it('is the root on the publication’s own domain', () => {
    expect(urls.collectionUrl(withSlug, { onCustomDomain: true })).toBe('/');
    expect(urls.collectionSubpageUrl(withSlug, 'about', { onCustomDomain: true })).toBe('/about');
    // Without a domain there is no own domain to be on.
    expect(urls.collectionUrl({ slug: 'x', id: 'c1' }, { onCustomDomain: true })).toBe('/x');
  });

  it.each([
    'about',
    'feed',
    'new-story',
    'stories/submissions',
    'stats/overview',
    'settings',
    'settings/dashboard',
    'settings/followers',
    'settings/navigation',
    'settings/feature-pages',
    'design',
    'new-newsletter',
  ] as const)('builds the %s subpage', (subpage) => {
    expect(urls.collectionSubpageUrl(withSlug, subpage)).toBe(`/field-notes/${subpage}`);
    expect(urls.collectionSubpageUrl(withoutSlug, subpage)).toBe(`/c/c1/${subpage}`);
  });

  it('builds the newsletter landing under the publication', () => {
    expect(urls.collectionNewsletterUrl(withSlug, 'weekly')).toBe(
      '/field-notes/newsletters/weekly',
    );
    expect(urls.collectionNewsletterUrl(withSlug, 'weekly', { onCustomDomain: true })).toBe(
      '/newsletters/weekly',
    );
  });

  it('builds newsletter settings under the publication', () => {
    expect(urls.collectionNewsletterSettingsUrl(withSlug, 'n1')).toBe(
      '/field-notes/newsletters/n1/settings',
    );
    expect(urls.collectionNewsletterSettingsUrl(withSlug, 'n1', { onCustomDomain: true })).toBe(
      '/newsletters/n1/settings',
    );
  });
});

describe('newsletter, membership, auth and other URLs', () => {
  it.each([
    [urls.newsletterStatsUrl('n1'), '/newsletters/n1/stats'],
    [urls.newsletterNewEmailUrl('n1'), '/newsletters/n1/new-email'],
    [urls.membershipUrl(), '/membership'],
    [urls.plansUrl(), '/plans'],
    [urls.paymentUrl(), '/payment'],
    [urls.giftCheckoutUrl(), '/gift-checkout'],
    [urls.upgradeUrl(), '/upgrade'],
    [urls.welcomeMemberUrl(), '/welcome-member'],
    [urls.signInUrl(), '/m/signin'],
    [urls.signOutUrl('tok'), '/m/signout/tok'],
    [urls.signOutUrl('a/b'), '/m/signout/a%2Fb'],
    [urls.emailCallbackUrl(), '/m/callback/email'],
    [urls.authenticateCallbackUrl(), '/m/callback/authenticate'],
    [urls.connectFacebookUrl(), '/m/connect/facebook'],
    [urls.connectGoogleUrl(), '/m/connect/google'],
    [urls.appleStartAuthUrl(), '/m/start-auth/apple'],
    [urls.twitterAuthenticateUrl(), '/m/account/authenticate-twitter'],
    [urls.aboutUrl(), '/about'],
    [urls.aboutUrl({ autoplay: true }), '/about?autoplay=1'],
    [urls.creatorsUrl(), '/creators'],
    [urls.networkStreamUrl(), '/stream/network'],
    [urls.appUrl(), '/m/app'],
    [urls.shortUserUrl('u1'), '/u/u1'],
    [urls.mediaUrl('m1'), '/media/m1'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('openInAppPath', () => {
  it('builds the deep-link path of each target', () => {
    expect(urls.openInAppPath({ kind: 'post', postId: 'abc' })).toBe('/p/abc');
    expect(urls.openInAppPath({ kind: 'collection', collectionSlug: 'notes' })).toBe('/notes');
    expect(urls.openInAppPath({ kind: 'topic', topicSlug: 'art' })).toBe('/topic/art');
    expect(urls.openInAppPath({ kind: 'user', username: 'alice' })).toBe('/@alice');
  });
});

describe('friendLinkUrl', () => {
  it('appends source=friends_link and the share key', () => {
    expect(urls.friendLinkUrl('/p/abc', 'k1')).toBe('/p/abc?source=friends_link&sk=k1');
  });

  it('keeps an existing query and hash', () => {
    expect(urls.friendLinkUrl('https://x.org/p/abc?a=1#top', 'k1')).toBe(
      'https://x.org/p/abc?a=1&source=friends_link&sk=k1#top',
    );
    expect(urls.friendLinkUrl('/p/abc?', 'k1')).toBe('/p/abc?source=friends_link&sk=k1');
  });

  it('encodes the share key', () => {
    expect(urls.friendLinkUrl('/p/abc', 'a&b=c')).toBe('/p/abc?source=friends_link&sk=a%26b%3Dc');
  });
});

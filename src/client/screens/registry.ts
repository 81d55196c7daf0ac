import type { ScreenModule } from './screen';

/**
 * Route name → screen code chunk. A route missing here has no screen yet and
 * renders the 404 page. `source` lets the server link the chunk's code and CSS.
 */
export interface ScreenEntry {
  source: string;
  load: () => Promise<ScreenModule>;
}

const postScreen: ScreenEntry = {
  source: 'src/client/screens/post/post-screen.tsx',
  load: () => import('./post/post-screen'),
};

const sitePageScreen: ScreenEntry = {
  source: 'src/client/screens/site-page/site-page-screen.tsx',
  load: () => import('./site-page/site-page-screen'),
};

const searchScreen: ScreenEntry = {
  source: 'src/client/screens/search/search-screen.tsx',
  load: () => import('./search/search-screen'),
};

const tagScreen: ScreenEntry = {
  source: 'src/client/screens/tag/tag-screen.tsx',
  load: () => import('./tag/tag-screen'),
};

const trendingScreen: ScreenEntry = {
  source: 'src/client/screens/topics/trending-screen.tsx',
  load: () => import('./topics/trending-screen'),
};

const newStoryScreen: ScreenEntry = {
  source: 'src/client/screens/editor/new-story-screen.tsx',
  load: () => import('./editor/new-story-screen'),
};

const publicationArchiveScreen: ScreenEntry = {
  source: 'src/client/screens/publications/publication-archive-screen.tsx',
  load: () => import('./publications/publication-archive-screen'),
};

const membershipScreen: ScreenEntry = {
  source: 'src/client/screens/membership/membership-screen.tsx',
  load: () => import('./membership/membership-screen'),
};

const SCREENS: Record<string, ScreenEntry> = {
  ShowMembership: membershipScreen,
  ShowMembershipLandingPage: membershipScreen,
  ShowTickLandingPage: membershipScreen,
  ShowTributeLandingPage: membershipScreen,
  ShowPlans: {
    source: 'src/client/screens/membership/plans-screen.tsx',
    load: () => import('./membership/plans-screen'),
  },
  ShowPayment: {
    source: 'src/client/screens/membership/payment-screen.tsx',
    load: () => import('./membership/payment-screen'),
  },
  ShowMemberOnboarding: {
    source: 'src/client/screens/membership/welcome-member-screen.tsx',
    load: () => import('./membership/welcome-member-screen'),
  },
  ShowPaymentUpdate: {
    source: 'src/client/screens/membership/payment-update-screen.tsx',
    load: () => import('./membership/payment-update-screen'),
  },
  ShowPartnerEnroll: {
    source: 'src/client/screens/partner/partner-enroll-screen.tsx',
    load: () => import('./partner/partner-enroll-screen'),
  },
  ShowPartnerDashboard: {
    source: 'src/client/screens/partner/partner-dashboard-screen.tsx',
    load: () => import('./partner/partner-dashboard-screen'),
  },
  ShowPartnerTaxes: {
    source: 'src/client/screens/partner/partner-taxes-screen.tsx',
    load: () => import('./partner/partner-taxes-screen'),
  },
  ShowBillingHistory: {
    source: 'src/client/screens/membership/billing-history-screen.tsx',
    load: () => import('./membership/billing-history-screen'),
  },
  ShowBillingHistoryReceipt: {
    source: 'src/client/screens/membership/receipt-screen.tsx',
    load: () => import('./membership/receipt-screen'),
  },
  ShowGiftCheckout: {
    source: 'src/client/screens/membership/gift-checkout-screen.tsx',
    load: () => import('./membership/gift-checkout-screen'),
  },
  ShowCollectionHome: {
    source: 'src/client/screens/publications/publication-home-screen.tsx',
    load: () => import('./publications/publication-home-screen'),
  },
  ShowCollectionById: {
    source: 'src/client/screens/publications/collection-by-id-screen.tsx',
    load: () => import('./publications/collection-by-id-screen'),
  },
  ShowCollectionAbout: {
    source: 'src/client/screens/publications/publication-about-screen.tsx',
    load: () => import('./publications/publication-about-screen'),
  },
  ShowNewShortform: {
    source: 'src/client/screens/shortform/new-shortform-screen.tsx',
    load: () => import('./shortform/new-shortform-screen'),
  },
  ShowEditShortform: {
    source: 'src/client/screens/shortform/edit-shortform-screen.tsx',
    load: () => import('./shortform/edit-shortform-screen'),
  },
  ShowCollectionArchive: publicationArchiveScreen,
  ShowCollectionArchiveYear: publicationArchiveScreen,
  ShowCollectionArchiveMonth: publicationArchiveScreen,
  ShowTopics: {
    source: 'src/client/screens/topics/topics-screen.tsx',
    load: () => import('./topics/topics-screen'),
  },
  ShowTopic: {
    source: 'src/client/screens/topics/topic-screen.tsx',
    load: () => import('./topics/topic-screen'),
  },
  ShowMissionControl: {
    source: 'src/client/screens/mission-control/mission-control-screen.tsx',
    load: () => import('./mission-control/mission-control-screen'),
  },
  ShowTrending: trendingScreen,
  ShowTrendingMode: trendingScreen,
  ShowTrendingModeTopic: trendingScreen,
  ShowTag: tagScreen,
  ShowTagged: tagScreen,
  ShowSearch: searchScreen,
  ShowSearchTab: searchScreen,
  ShowUserSearch: searchScreen,
  ShowCollectionSearch: searchScreen,
  ShowHome: {
    source: 'src/client/screens/home/home-screen.tsx',
    load: () => import('./home/home-screen'),
  },
  ShowPost: postScreen,
  ShowPostUnderUser: postScreen,
  ShowPostUnderCollection: postScreen,
  ShowPostResponses: {
    source: 'src/client/screens/post/post-responses-screen.tsx',
    load: () => import('./post/post-responses-screen'),
  },
  ShowNewStory: newStoryScreen,
  ShowPostEdit: {
    source: 'src/client/screens/editor/edit-story-screen.tsx',
    load: () => import('./editor/edit-story-screen'),
  },
  ShowSignIn: {
    source: 'src/client/screens/signin/signin-screen.tsx',
    load: () => import('./signin/signin-screen'),
  },
  ShowRegistrationForm: {
    source: 'src/client/screens/registration-form/registration-form-screen.tsx',
    load: () => import('./registration-form/registration-form-screen'),
  },
  ShowUnrecognizedAccount: {
    source: 'src/client/screens/unrecognized-account/unrecognized-account-screen.tsx',
    load: () => import('./unrecognized-account/unrecognized-account-screen'),
  },
  ShowYourStories: {
    source: 'src/client/screens/your-stories/your-stories-screen.tsx',
    load: () => import('./your-stories/your-stories-screen'),
  },
  ShowPostSettings: {
    source: 'src/client/screens/post-settings/post-settings-screen.tsx',
    load: () => import('./post-settings/post-settings-screen'),
  },
  ShowReadingHistory: {
    source: 'src/client/screens/reading-history/reading-history-screen.tsx',
    load: () => import('./reading-history/reading-history-screen'),
  },
  ShowUserHighlights: {
    source: 'src/client/screens/user-highlights/user-highlights-screen.tsx',
    load: () => import('./user-highlights/user-highlights-screen'),
  },
  ShowUser: {
    source: 'src/client/screens/profile/show-user-screen.tsx',
    load: () => import('./profile/show-user-screen'),
  },
  ShowUserLatest: {
    source: 'src/client/screens/profile/show-user-latest-screen.tsx',
    load: () => import('./profile/show-user-latest-screen'),
  },
  ShowUserHasRecommended: {
    source: 'src/client/screens/profile/show-user-has-recommended-screen.tsx',
    load: () => import('./profile/show-user-has-recommended-screen'),
  },
  ShowUserSeries: {
    source: 'src/client/screens/profile/show-user-series-screen.tsx',
    load: () => import('./profile/show-user-series-screen'),
  },
  ShowUserResponses: {
    source: 'src/client/screens/profile/show-user-responses-screen.tsx',
    load: () => import('./profile/show-user-responses-screen'),
  },
  ShowUserAbout: {
    source: 'src/client/screens/profile/show-user-about-screen.tsx',
    load: () => import('./profile/show-user-about-screen'),
  },
  ShowUserFollowers: {
    source: 'src/client/screens/profile/show-user-followers-screen.tsx',
    load: () => import('./profile/show-user-followers-screen'),
  },
  ShowUserFollowing: {
    source: 'src/client/screens/profile/show-user-following-screen.tsx',
    load: () => import('./profile/show-user-following-screen'),
  },
  ShowReadingList: {
    source: 'src/client/screens/reading-list/reading-list-screen.tsx',
    load: () => import('./reading-list/reading-list-screen'),
  },
  ShowNotifications: {
    source: 'src/client/screens/notifications/notifications-screen.tsx',
    load: () => import('./notifications/notifications-screen'),
  },
  ShowSettings: {
    source: 'src/client/screens/settings/settings-screen.tsx',
    load: () => import('./settings/settings-screen'),
  },
  ShowAdminReports: {
    source: 'src/client/screens/admin-reports/admin-reports-screen.tsx',
    load: () => import('./admin-reports/admin-reports-screen'),
  },
  ShowUserOneClickFollow: {
    source: 'src/client/screens/one-click-follow/one-click-follow-screen.tsx',
    load: () => import('./one-click-follow/one-click-follow-screen'),
  },
  ShowYourPublications: {
    source: 'src/client/screens/publications/your-publications-screen.tsx',
    load: () => import('./publications/your-publications-screen'),
  },
  ShowCollectionOnboarding: {
    source: 'src/client/screens/publications/new-publication-screen.tsx',
    load: () => import('./publications/new-publication-screen'),
  },
  ShowCollectionSubmissions: {
    source: 'src/client/screens/publications/submissions-screen.tsx',
    load: () => import('./publications/submissions-screen'),
  },
  ShowCollectionGone: {
    source: 'src/client/screens/publications/gone-screen.tsx',
    load: () => import('./publications/gone-screen'),
  },
  ShowCollectionFeaturePages: {
    source: 'src/client/screens/publications/feature-pages-screen.tsx',
    load: () => import('./publications/feature-pages-screen'),
  },
  ShowCollectionFeaturePage: {
    source: 'src/client/screens/publications/feature-page-screen.tsx',
    load: () => import('./publications/feature-page-screen'),
  },
  ShowCollectionNewStory: newStoryScreen,
  ShowCollectionNavigationSettings: {
    source: 'src/client/screens/publications/navigation-settings-screen.tsx',
    load: () => import('./publications/navigation-settings-screen'),
  },
  ShowUserDesignEditor: {
    source: 'src/client/screens/design/user-design-screen.tsx',
    load: () => import('./design/user-design-screen'),
  },
  ShowCustomDomainSettings: {
    source: 'src/client/screens/publications/custom-domain-screen.tsx',
    load: () => import('./publications/custom-domain-screen'),
  },
  ShowCollectionSettings: {
    source: 'src/client/screens/publications/publication-settings-screen.tsx',
    load: () => import('./publications/publication-settings-screen'),
  },
  ShowCollectionNewNewsletter: {
    source: 'src/client/screens/publications/new-newsletter-screen.tsx',
    load: () => import('./publications/new-newsletter-screen'),
  },
  ShowCollectionNewsletter: {
    source: 'src/client/screens/publications/newsletter-screen.tsx',
    load: () => import('./publications/newsletter-screen'),
  },
  ShowCollectionNewsletterSettings: {
    source: 'src/client/screens/publications/newsletter-settings-screen.tsx',
    load: () => import('./publications/newsletter-settings-screen'),
  },
  ShowCollectionFollowers: {
    source: 'src/client/screens/publications/publication-followers-screen.tsx',
    load: () => import('./publications/publication-followers-screen'),
  },
  ShowStats: {
    source: 'src/client/screens/stats/writer-stats-screen.tsx',
    load: () => import('./stats/writer-stats-screen'),
  },
  ShowStatsPost: {
    source: 'src/client/screens/stats/story-stats-screen.tsx',
    load: () => import('./stats/story-stats-screen'),
  },
  ShowCollectionStatsOverview: {
    source: 'src/client/screens/stats/publication-stats-screen.tsx',
    load: () => import('./stats/publication-stats-screen'),
  },
  ShowCollectionDashboard: {
    source: 'src/client/screens/publications/publication-dashboard-screen.tsx',
    load: () => import('./publications/publication-dashboard-screen'),
  },
  ShowCollectionDesignEditor: {
    source: 'src/client/screens/design/collection-design-screen.tsx',
    load: () => import('./design/collection-design-screen'),
  },
  ShowMuteSettings: {
    source: 'src/client/screens/mute-settings/mute-settings-screen.tsx',
    load: () => import('./mute-settings/mute-settings-screen'),
  },
  ShowAbout: sitePageScreen,
  ShowHelp: sitePageScreen,
  ShowHelpHowToWrite: sitePageScreen,
  ShowLegal: sitePageScreen,
  ShowTestAvatars: {
    source: 'src/client/screens/test-avatars/test-avatars-screen.tsx',
    load: () => import('./test-avatars/test-avatars-screen'),
  },
  ShowNotAvailable: {
    source: 'src/client/screens/not-available/not-available-screen.tsx',
    load: () => import('./not-available/not-available-screen'),
  },
};

export const NOT_FOUND_SCREEN: ScreenEntry = {
  source: 'src/client/screens/not-found/not-found-screen.tsx',
  load: () => import('./not-found/not-found-screen'),
};

export function screenFor(routeName: string | null): ScreenEntry {
  return (routeName && SCREENS[routeName]) || NOT_FOUND_SCREEN;
}

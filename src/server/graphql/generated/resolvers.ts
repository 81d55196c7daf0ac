import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow } from '@server/db/schema/users';
import type { PostRow, CollectionRow, TagRow } from '@server/db/schema/posts';
import type { TopicRow } from '@server/db/schema/topics';
import type { StyleSheetModel } from '@server/domains/design/style-sheet-model';
import type { UserReportRow } from '@server/db/schema/social';
import type { CollectionInvitationRow, CustomDomainRow, ShortformRow, FeaturePageRow, NewsletterRow } from '@server/db/schema/publications';
import type { StatsOverviewParent } from '@server/domains/stats/stats-scope';
import type { NotificationParent, NotificationRollupItemParent } from '@server/domains/notifications/notification-model';
import type { Paragraph as ParagraphModel, ImageMetadata as ImageMetadataModel } from '@shared/content/paragraph-model';
import type { ServedPostContent } from '@shared/content/locked-preview';
import type { MembershipRow, ChargeRow, CheckoutSessionRow } from '@server/db/schema/billing';
import type { PartnerEnrollmentRow, PartnerPayoutRow } from '@server/db/schema/partner';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 timestamp. */
  DateTime: { input: Date | string; output: Date | string; }
  /** A variant flag value: a boolean or a string. */
  FlagValue: { input: boolean | string; output: boolean | string; }
};

export type AccountDeleted = {
  __typename?: 'AccountDeleted';
  message: Scalars['String']['output'];
};

export type AccountSuspended = {
  __typename?: 'AccountSuspended';
  message: Scalars['String']['output'];
};

/** Proof of the browser that opened the dialog, carried into sign-in on the auth domain. */
export type AccountToken = {
  __typename?: 'AccountToken';
  token: Scalars['String']['output'];
};

export type AlreadyExists = {
  __typename?: 'AlreadyExists';
  message: Scalars['String']['output'];
};

export type AlreadyExistsApple = {
  __typename?: 'AlreadyExistsApple';
  message: Scalars['String']['output'];
};

export type AlreadyExistsFacebook = {
  __typename?: 'AlreadyExistsFacebook';
  message: Scalars['String']['output'];
};

export type AlreadyExistsGoogle = {
  __typename?: 'AlreadyExistsGoogle';
  message: Scalars['String']['output'];
};

export type AlreadyExistsTwitter = {
  __typename?: 'AlreadyExistsTwitter';
  message: Scalars['String']['output'];
};

/** A month (UTC) of a publication's archive and how many of its stories it holds. */
export type ArchiveMonth = {
  __typename?: 'ArchiveMonth';
  /** 1 to 12. */
  month: Scalars['Int']['output'];
  storyCount: Scalars['Int']['output'];
  year: Scalars['Int']['output'];
};

/** What the sign-in dialog needs to know about this site. */
export type AuthConfig = {
  __typename?: 'AuthConfig';
  /** The site's app in Apple's App Store (APP_STORE_URL); null: no badge. */
  appStoreUrl?: Maybe<Scalars['String']['output']>;
  /** Origin that signs people in, e.g. https://quire.example.org. */
  authDomain: Scalars['String']['output'];
  captcha: CaptchaConfig;
  /** Set when Google is configured: enables the one-tap prompt. */
  googleClientId?: Maybe<Scalars['String']['output']>;
  /** The site's app on Google Play (PLAY_STORE_URL); null: no badge. */
  playStoreUrl?: Maybe<Scalars['String']['output']>;
  /** Social providers with credentials configured; the others are hidden. */
  socialProviders: Array<SocialProvider>;
};

/** login signs in to an existing account; register creates one. */
export type AuthOperation =
  | 'login'
  | 'register';

export type BadRequest = {
  __typename?: 'BadRequest';
  message: Scalars['String']['output'];
};

/** Which payment provider takes money, and whether it is the local test mode that moves none. */
export type BillingSettings = {
  __typename?: 'BillingSettings';
  plans: Array<MembershipPlanOffer>;
  provider: Scalars['String']['output'];
  testMode: Scalars['Boolean']['output'];
};

export type Blocked = {
  __typename?: 'Blocked';
  message: Scalars['String']['output'];
};

export type BodyTextSize =
  | 'LARGE'
  | 'MEDIUM'
  | 'SMALL';

export type CaptchaConfig = {
  __typename?: 'CaptchaConfig';
  /** Where an altcha challenge is fetched. */
  challengeUrl?: Maybe<Scalars['String']['output']>;
  /** altcha (self-hosted proof of work), recaptcha, hcaptcha or turnstile. */
  provider: Scalars['String']['output'];
  /** The provider's widget script (loaded with render=explicit); null for altcha. */
  scriptUrl?: Maybe<Scalars['String']['output']>;
  /** The provider's public site key; null for altcha. */
  siteKey?: Maybe<Scalars['String']['output']>;
};

export type CardInput = {
  cvc: Scalars['String']['input'];
  expiry: Scalars['String']['input'];
  number: Scalars['String']['input'];
};

export type Charge = {
  __typename?: 'Charge';
  amount: Scalars['Int']['output'];
  cardBrand?: Maybe<Scalars['String']['output']>;
  cardLast4?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  formattedAmount: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** membership or gift */
  kind: Scalars['String']['output'];
  membership?: Maybe<Membership>;
  periodEnd?: Maybe<Scalars['DateTime']['output']>;
  periodStart?: Maybe<Scalars['DateTime']['output']>;
  plan: Scalars['String']['output'];
};

export type ChargeConnection = {
  __typename?: 'ChargeConnection';
  edges: Array<ChargeEdge>;
  pageInfo: PageInfo;
};

export type ChargeEdge = {
  __typename?: 'ChargeEdge';
  cursor: Scalars['String']['output'];
  node: Charge;
};

export type CheckoutKind =
  | 'gift'
  | 'membership';

export type CheckoutPaid = {
  __typename?: 'CheckoutPaid';
  /** Where the reader goes next (member onboarding, or the gift's confirmation). */
  redirectTo: Scalars['String']['output'];
};

export type CheckoutSession = {
  __typename?: 'CheckoutSession';
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  formattedAmount: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: CheckoutKind;
  plan: MembershipPlan;
  recipientEmail?: Maybe<Scalars['String']['output']>;
  /** open, complete or expired */
  status: Scalars['String']['output'];
  /** Where the reader pays: the local card form or the provider's page. */
  url: Scalars['String']['output'];
};

export type ChooseUsernameResult = BadRequest | User;

export type ClapResult = {
  __typename?: 'ClapResult';
  /** How many of the requested claps were added (fewer than asked when the 50 cap is reached). */
  acceptedCount: Scalars['Int']['output'];
  clapCount: Scalars['Int']['output'];
  post: Post;
  viewerClapCount: Scalars['Int']['output'];
};

export type Collection = {
  __typename?: 'Collection';
  /** Months holding its stories, newest first. */
  archiveMonths: Array<ArchiveMonth>;
  /** Its stories (all, of one year, or of one month of it), newest first; null for a year or month that cannot be. */
  archiveStories?: Maybe<PostConnection>;
  /** The avatar; null without one. */
  avatar?: Maybe<PublicationImage>;
  /** The avatar's image id. */
  avatarImageId?: Maybe<Scalars['String']['output']>;
  /** Its design's colours; null until a design is saved. */
  colorPalette?: Maybe<ColorPalette>;
  creator: User;
  /** Its creator and editors only; null for everyone else. */
  customDomainState?: Maybe<CustomDomainState>;
  /** Its design; null until its creator or an editor saves one (the site's look). */
  customStyleSheet?: Maybe<CustomStyleSheet>;
  description: Scalars['String']['output'];
  domain?: Maybe<Scalars['String']['output']>;
  /** The creator and the editors (the masthead). */
  editors: Array<User>;
  /** The tab icon, cropped to 128×128; null without one. */
  favicon?: Maybe<PublicationImage>;
  /** The tab icon's image id, cropped to 128×128. */
  faviconImageId?: Maybe<Scalars['String']['output']>;
  /** One feature page by its slug (any letter case); null when none. */
  featurePage?: Maybe<FeaturePage>;
  /** Its feature pages, newest first. */
  featurePages: FeaturePageConnection;
  followerCount: Scalars['Int']['output'];
  /** People who follow it, newest first; its creator and editors only (FORBIDDEN for anyone else). */
  followers: UserConnection;
  id: Scalars['ID']['output'];
  /** Open invitations; its creator and editors only (empty for anyone else). */
  invitations: Array<PublicationInvitation>;
  /** May use the Aurora pages: its menu offers Design (navigation §2.4, §6). */
  isAuroraEligible: Scalars['Boolean']['output'];
  /** Its readers see the Aurora pages (only when eligible): its menu offers Send feedback and drops Navigation and Feature pages. */
  isAuroraVisible: Scalars['Boolean']['output'];
  /** Whether it takes part in the Partner Program (the same as isPartnerProgramEnrolled). */
  isEnrolledInHightower: Scalars['Boolean']['output'];
  /** Enrolled in the Partner Program; false until an enrolment sets it. */
  isPartnerProgramEnrolled: Scalars['Boolean']['output'];
  /** Its stories, newest first, the pinned ones left out. */
  latestStories: PostConnection;
  /** Everyone on the staff with their role; its creator and editors only (empty for anyone else). */
  members: Array<PublicationMember>;
  name: Scalars['String']['output'];
  /** Its navigation items in order (at most 8); one whose story or topic readers can no longer see is left out. */
  navItems: Array<PublicationNavItem>;
  /** Its newsletter, or null when it has none. */
  newsletterV3?: Maybe<Newsletter>;
  /** How many stories wait for review; null for anyone but its creator and editors. */
  pendingSubmissionCount?: Maybe<Scalars['Int']['output']>;
  /** What the viewer may do in this publication, by their role in it; empty for anyone without one. */
  permissions: Array<CollectionPermission>;
  /** Stories its creator or editors pinned above the latest, most recently pinned first (at most 5). */
  pinnedStories: Array<Post>;
  /** Every story it lists, newest first. */
  posts: PostConnection;
  /** How many of its stories any reader sees listed on its pages. */
  publishedStoryCount: Scalars['Int']['output'];
  /** Its shortform posts, newest first. */
  shortforms: ShortformConnection;
  slug: Scalars['String']['output'];
  /** Its stories' stats summed; null unless the viewer is its creator or an editor. */
  stats?: Maybe<StatsOverview>;
  /** Stories waiting for review, newest edit first; null for anyone but its creator and editors. */
  submissions?: Maybe<PostConnection>;
  /** The tags of the stories it lists, the most used first (at most 25). */
  tags: Array<Tag>;
  /** May the viewer post shortform here (its creator, editors and writers). */
  viewerCanWriteShortform: Scalars['Boolean']['output'];
  /** Whether the viewer is this publication's creator or one of its editors. */
  viewerIsEditor: Scalars['Boolean']['output'];
  viewerIsFollowing: Scalars['Boolean']['output'];
  viewerIsMuting: Scalars['Boolean']['output'];
  /** What the viewer is to this publication; null for everyone else. */
  viewerRole?: Maybe<PublicationRole>;
};


export type CollectionArchiveStoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  month?: InputMaybe<Scalars['Int']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type CollectionFeaturePageArgs = {
  slug: Scalars['String']['input'];
};


export type CollectionFeaturePagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type CollectionFollowersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type CollectionLatestStoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type CollectionPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type CollectionShortformsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type CollectionSubmissionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type CollectionTagsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Publications, newest relation first. */
export type CollectionConnection = {
  __typename?: 'CollectionConnection';
  edges: Array<CollectionEdge>;
  pageInfo: PageInfo;
};

export type CollectionEdge = {
  __typename?: 'CollectionEdge';
  cursor: Scalars['String']['output'];
  node: Collection;
};

/** The spec's collection font sets, each a stack of faces readers already have. */
export type CollectionFontSet =
  | 'SANS_SERIF_1'
  | 'SANS_SERIF_2'
  | 'SERIF_1'
  | 'SERIF_2';

/** Something done in a publication; Collection.permissions lists those the viewer may do. */
export type CollectionPermission =
  | 'APPROVE'
  | 'DELETE'
  | 'EDIT_ANY_SHORTFORM'
  | 'EDIT_AURORA'
  | 'EDIT_DESIGN'
  | 'EDIT_FEATURE_PAGES'
  | 'EDIT_SETTINGS'
  | 'EDIT_SUBMISSION'
  | 'INVITE_EDITOR'
  | 'INVITE_WRITER'
  | 'LEAVE'
  | 'MANAGE_DOMAIN'
  | 'MANAGE_NEWSLETTER'
  | 'PIN'
  | 'REMOVE_EDITOR'
  | 'REMOVE_SUBMISSION'
  | 'REMOVE_WRITER'
  | 'SCHEDULE'
  | 'SEE_DRAFT_LABELS'
  | 'SEE_SUBMISSIONS'
  | 'SEND_FEEDBACK'
  | 'SEND_NEWSLETTER'
  | 'SUBMIT'
  | 'TRANSFER_OWNERSHIP'
  | 'WRITE_SHORTFORM';

/** Derived from the two colours a publisher picks; both reach WCAG AA with the text set on them. */
export type ColorPalette = {
  __typename?: 'ColorPalette';
  /** #rrggbb: the page's background. */
  backgroundColor: Scalars['String']['output'];
  defaultBackgroundSpectrum: ColorSpectrum;
  highlightSpectrum: ColorSpectrum;
  /** #rrggbb: links, buttons and accents. */
  primaryColor: Scalars['String']['output'];
  tintBackgroundSpectrum: ColorSpectrum;
};

export type ColorPaletteInput = {
  backgroundColor: Scalars['String']['input'];
  /** #rgb, #rrggbb, rgb(r, g, b) or a basic colour name. */
  primaryColor: Scalars['String']['input'];
};

/** A colour at a point (0 to 1) of a spectrum. */
export type ColorPoint = {
  __typename?: 'ColorPoint';
  /** #rrggbb */
  color: Scalars['String']['output'];
  point: Scalars['Float']['output'];
};

export type ColorSpectrum = {
  __typename?: 'ColorSpectrum';
  /** #rrggbb */
  backgroundColor: Scalars['String']['output'];
  colorPoints: Array<ColorPoint>;
};

/** saveDraft refused: the story was saved from another window since baseVersion. */
export type Conflict = {
  __typename?: 'Conflict';
  currentVersion: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type CreateAccountResult = AlreadyExists | AlreadyExistsApple | AlreadyExistsFacebook | AlreadyExistsGoogle | AlreadyExistsTwitter | Forbidden | Token | UserCreationRateLimited;

export type CustomDomain = {
  __typename?: 'CustomDomain';
  activatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The last verification attempt. */
  checkedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The TXT record the DNS check reads: _quire-challenge.<domain>. */
  dnsRecordName: Scalars['String']['output'];
  /** Lower case, no scheme or port, e.g. notes.example.org. */
  domain: Scalars['String']['output'];
  /** Why the last attempt failed, in words the operator can act on. */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** The address the HTTP check fetches on the domain. */
  httpChallengeUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Who linked it (null once their account is gone). */
  requestedBy?: Maybe<User>;
  status: CustomDomainStatus;
  /** The publication's home on the domain (the site's scheme and port). */
  url: Scalars['String']['output'];
  /** The value that record must hold, and what the HTTP challenge answers. */
  verificationToken: Scalars['String']['output'];
  verifiedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** How a domain proves it is the publication's: a DNS TXT record, or the token served over HTTP on the domain. */
export type CustomDomainCheck =
  | 'DNS_TXT'
  | 'HTTP';

/** What a publication's creator and editors see of its domain: the one serving it, and one on its way. */
export type CustomDomainState = {
  __typename?: 'CustomDomainState';
  /** ACTIVE: the publication is served on it. */
  live?: Maybe<CustomDomain>;
  /** CREATED, FAILED or VERIFIED: waiting for a check or for activation. */
  pending?: Maybe<CustomDomain>;
};

/** Custom domain status (spec §3.2). UNSPECIFIED is never stored. */
export type CustomDomainStatus =
  | 'ACTIVE'
  | 'CREATED'
  | 'DELETED'
  | 'FAILED'
  | 'UNSPECIFIED'
  | 'VERIFIED';

export type CustomStyleSheet = {
  __typename?: 'CustomStyleSheet';
  global: GlobalStyles;
  header: HeaderStyles;
  /** The publisher's id (a user's or a publication's). */
  id: Scalars['ID']['output'];
  postBody: PostBodyStyles;
  postHeader: PostHeaderStyles;
  /** 0 until the first save; a save names the version it was made from. */
  version: Scalars['Int']['output'];
};

export type CustomStyleSheetInput = {
  global: GlobalStylesInput;
  header: HeaderStylesInput;
  postBody: PostBodyStylesInput;
  postHeader: PostHeaderStylesInput;
};

export type FailedChallenge = {
  __typename?: 'FailedChallenge';
  message: Scalars['String']['output'];
};

/** A titled, ordered selection of a publication's stories at /{collectionSlug}/pages/{slug}. */
export type FeaturePage = {
  __typename?: 'FeaturePage';
  collection: Collection;
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  /** Its stories this viewer may see, in the editors' order. */
  stories: Array<Post>;
  /** Every story on it, in order (its creator and editors only; empty for anyone else). */
  storyIds: Array<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type FeaturePageConnection = {
  __typename?: 'FeaturePageConnection';
  edges: Array<FeaturePageEdge>;
  pageInfo: PageInfo;
};

export type FeaturePageEdge = {
  __typename?: 'FeaturePageEdge';
  cursor: Scalars['String']['output'];
  node: FeaturePage;
};

export type FeaturePageInput = {
  /** 1 to 50 lowercase letters, numbers and hyphens; unique in the publication. */
  slug: Scalars['String']['input'];
  /** Stories of the publication, in the order readers see them (at most 25). */
  storyIds: Array<Scalars['ID']['input']>;
  /** 1 to 60 characters. */
  title: Scalars['String']['input'];
};

/** Which of the three global fonts a part of the page is set in. */
export type FontSlot =
  | 'FONT1'
  | 'FONT2'
  | 'FONT3';

export type FontStyle = {
  __typename?: 'FontStyle';
  name: CollectionFontSet;
};

export type FontStyleInput = {
  name: CollectionFontSet;
};

export type Forbidden = {
  __typename?: 'Forbidden';
  message: Scalars['String']['output'];
};

export type GlobalFonts = {
  __typename?: 'GlobalFonts';
  /** Headings and the publisher's name. */
  font1: FontStyle;
  /** Story text. */
  font2: FontStyle;
  /** Smaller text: bylines, dates. */
  font3: FontStyle;
};

export type GlobalFontsInput = {
  font1: FontStyleInput;
  font2: FontStyleInput;
  font3: FontStyleInput;
};

export type GlobalStyles = {
  __typename?: 'GlobalStyles';
  colorPalette: ColorPalette;
  fonts: GlobalFonts;
};

export type GlobalStylesInput = {
  colorPalette: ColorPaletteInput;
  fonts: GlobalFontsInput;
};

export type HeaderScale =
  | 'LARGE'
  | 'MEDIUM'
  | 'SMALL';

export type HeaderStyles = {
  __typename?: 'HeaderStyles';
  headerScale: HeaderScale;
  nameTreatment: NameTreatment;
  /** Publications only; a writer's profile shows the bio under the name. */
  taglineTreatment: TaglineTreatment;
};

export type HeaderStylesInput = {
  headerScale: HeaderScale;
  nameTreatment: NameTreatment;
  taglineTreatment: TaglineTreatment;
};

export type IframeMetadata = {
  __typename?: 'IframeMetadata';
  height: Scalars['Int']['output'];
  src: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type IframeMetadataInput = {
  height: Scalars['Int']['input'];
  src: Scalars['String']['input'];
  width: Scalars['Int']['input'];
};

export type ImageMetadata = {
  __typename?: 'ImageMetadata';
  alt?: Maybe<Scalars['String']['output']>;
  focusPercentX: Scalars['Float']['output'];
  focusPercentY: Scalars['Float']['output'];
  id: Scalars['String']['output'];
  originalHeight: Scalars['Int']['output'];
  originalWidth: Scalars['Int']['output'];
};

export type ImageMetadataInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  focusPercentX?: InputMaybe<Scalars['Float']['input']>;
  focusPercentY?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['String']['input'];
  originalHeight: Scalars['Int']['input'];
  originalWidth: Scalars['Int']['input'];
};

export type InvitationState =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'PENDING'
  | 'REVOKED';

export type License =
  | 'ALL_RIGHTS_RESERVED'
  | 'CC_40_BY'
  | 'CC_40_BY_NC'
  | 'CC_40_BY_NC_ND'
  | 'CC_40_BY_NC_SA'
  | 'CC_40_BY_ND'
  | 'CC_40_BY_SA'
  | 'CC_40_ZERO'
  | 'PUBLIC_DOMAIN';

/** What a pasted link shows as. iframeSrc is set for players on the allow-list (YouTube, Vimeo). */
export type LinkPreview = {
  __typename?: 'LinkPreview';
  description?: Maybe<Scalars['String']['output']>;
  iframeHeight?: Maybe<Scalars['Int']['output']>;
  iframeSrc?: Maybe<Scalars['String']['output']>;
  iframeWidth?: Maybe<Scalars['Int']['output']>;
  /** An absolute http(s) URL of the page's picture. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  siteName?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type LinkPreviewResult = BadRequest | LinkPreview | TooManyRequests;

export type Markup = {
  __typename?: 'Markup';
  end: Scalars['Int']['output'];
  href?: Maybe<Scalars['String']['output']>;
  start: Scalars['Int']['output'];
  type: MarkupType;
};

export type MarkupInput = {
  end: Scalars['Int']['input'];
  href?: InputMaybe<Scalars['String']['input']>;
  start: Scalars['Int']['input'];
  type: MarkupType;
  userId?: InputMaybe<Scalars['String']['input']>;
};

export type MarkupType =
  | 'A'
  | 'CODE'
  | 'COMMENT'
  | 'EM'
  | 'HIGHLIGHT'
  | 'QUERY'
  | 'QUOTE'
  | 'STRONG'
  | 'WARNING';

export type Membership = {
  __typename?: 'Membership';
  /** Cancelled: the membership ends at currentPeriodEnd. */
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  cardBrand?: Maybe<Scalars['String']['output']>;
  cardLast4?: Maybe<Scalars['String']['output']>;
  currentPeriodEnd: Scalars['DateTime']['output'];
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  /** monthly, yearly or gift */
  plan: Scalars['String']['output'];
  startedAt: Scalars['DateTime']['output'];
};

export type MembershipChangeResult = BadRequest | Membership | NotFound | ServiceUnavailable;

export type MembershipGift = {
  __typename?: 'MembershipGift';
  isRedeemed: Scalars['Boolean']['output'];
  plan: MembershipPlan;
};

export type MembershipPlan =
  | 'monthly'
  | 'yearly';

/** A plan on sale at the operator's price; amounts are integer minor units (cents). */
export type MembershipPlanOffer = {
  __typename?: 'MembershipPlanOffer';
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  formattedPrice: Scalars['String']['output'];
  plan: MembershipPlan;
};

/** The metered paywall: member-only stories a signed-in non-member reads free each calendar month. */
export type MeteringInfo = {
  __typename?: 'MeteringInfo';
  /** Free member-only stories a month (the operator's setting). */
  maxUnlockCount: Scalars['Int']['output'];
  /** The member-only stories the viewer has read on this month's free allowance. */
  postIds: Array<Scalars['ID']['output']>;
  /** Free member-only stories the viewer may still start this month. */
  unlocksRemaining: Scalars['Int']['output'];
};

export type MixtapeMetadata = {
  __typename?: 'MixtapeMetadata';
  href: Scalars['String']['output'];
  thumbnailImageId?: Maybe<Scalars['String']['output']>;
};

export type MixtapeMetadataInput = {
  href: Scalars['String']['input'];
  thumbnailImageId?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** A VERIFIED domain goes live: ACTIVE, and requests to it are served as the publication. */
  activateCustomDomain: CustomDomainState;
  answerPublicationInvitation: Collection;
  /** APPROVED: the story joins the publication and its address moves under it. */
  approveSubmission: Post;
  /** Moves the story to the archive; also undoes an unarchive. */
  archivePost: Post;
  /**
   * userId is the viewer's own id. Removes the follows between the two users, in
   * both directions.
   */
  blockUser: User;
  /** Saves the story to the reading list (QUEUE); also undoes an unbookmark. */
  bookmarkPost: Post;
  cancelMembership: MembershipChangeResult;
  /** A new @username for the viewer. The old one is free at once and no longer leads to them. */
  changeUsername: UpdateProfileResult;
  /** Onboarding at /registration-form: the new account picks its @username. */
  chooseUsername: ChooseUsernameResult;
  /**
   * Adds 1 to 50 claps; a reader gives a story at most 50 in all. BAD_REQUEST when
   * none could be added, or on the reader's own story.
   */
  clap: ClapResult;
  /** Answers true. */
  clearReadingHistory: Scalars['Boolean']['output'];
  /** Its creator and editors; one newsletter per publication. */
  createCollectionNewsletter: Newsletter;
  createDraft: Post;
  /** Its creator and editors, for a publication without the Aurora pages. */
  createFeaturePage: FeaturePage;
  createNote: Note;
  /** BAD_REQUEST with the slug rule broken, a reserved word or a taken slug. */
  createPublication: Collection;
  createQuote: Quote;
  /** The publication's creator, editors and writers; BAD_REQUEST with what is missing or too long. */
  createShortform: Shortform;
  /** Answers the publication the page belonged to. */
  deleteFeaturePage: Collection;
  /** The note's writer only. Answers true. */
  deleteNote: Scalars['Boolean']['output'];
  deletePost: Scalars['Boolean']['output'];
  /** Its stories fall back to their authors; its addresses answer 410 Gone. */
  deletePublication: Scalars['Boolean']['output'];
  /** Only the highlight's owner; NOT_FOUND for everyone else. Answers true. */
  deleteQuote: Scalars['Boolean']['output'];
  deleteShortform: Scalars['Boolean']['output'];
  /** Drops a published story's pending edits; the editor reloads the live version. */
  discardPendingEdits: Post;
  /** Closes an OPEN report without action (status DISMISSED). */
  dismissUserReport: UserReport;
  followCollection: Collection;
  followTopic: Topic;
  /** BAD_REQUEST for yourself or across a block; following again changes nothing. */
  followUser: User;
  /** The parent story's author only; NOT_FOUND for everyone else. Answers true. */
  hidePostResponseOnParentPost: Scalars['Boolean']['output'];
  /** Creators invite editors and writers, editors invite writers; by username or e-mail address. */
  inviteToPublication: PublicationInvitation;
  /** An editor or writer leaves; the creator hands ownership on first. */
  leavePublication: Collection;
  /**
   * Marks a story limited: readers see the limited-content banner. Acting from a
   * report marks that report ACTIONED.
   */
  limitPost: Post;
  /** Its creator and editors link a domain: a CREATED record with a fresh verification token. */
  linkCustomDomain: CustomDomainState;
  /** BAD_REQUEST for a publication the viewer edits. */
  muteCollection: Collection;
  muteUser: User;
  /** The local test-mode card form. */
  payCheckout: PayCheckoutResult;
  /** Its creator and editors pin a story readers see in the publication; at most 5 are pinned. */
  pinStoryToPublication: Collection;
  /** Makes a published story's pending edits live. */
  publishEdits: Post;
  /** Publishes a draft (or schedules it), or makes a published story's pending edits live. */
  publishPost: Post;
  /** Publishes a response to a story at once; answers the response. */
  publishResponse: Post;
  /** Takes a gift membership for the signed-in reader. */
  redeemGift: MembershipChangeResult;
  /** Unlinks the pending or live domain (DELETED); the publication is served only under its slug again. */
  removeCustomDomain: CustomDomainState;
  /** Answers true. */
  removeFromReadingHistory: Scalars['Boolean']['output'];
  /** Editors remove writers; only the creator removes editors. */
  removePublicationMember: Collection;
  /** The story leaves the publication (or its queue) and falls back to its author. */
  removeStoryFromPublication: Post;
  /** The note's writer, the story's author or an editor of its publication. */
  replyToNote: NoteReply;
  /** Flags the user for staff review (status OPEN), and blocks them when alsoBlockUser is set. */
  reportAndMaybeBlockUser: ReportUserResult;
  resumeMembership: MembershipChangeResult;
  revokePublicationInvitation: PublicationInvitation;
  /** Autosave. On a published story this writes pending edits; readers keep the live version. */
  saveDraft: SaveDraftResult;
  /** Creates or edits a topic and the tags it is curated from. */
  saveTopic: Topic;
  sendAcctAuthEmail: SendAcctAuthEmailResult;
  /** Its creator and editors tell the operator about the Aurora pages; stored, and mailed to OPERATOR_EMAIL when set. TOO_MANY_REQUESTS past 5 an hour. */
  sendPublicationFeedback: Scalars['Boolean']['output'];
  /** Its creator and editors mail a published story of the publication to every subscriber, once. Answers how many people it went to. */
  sendStoryToNewsletter: Scalars['Int']['output'];
  /** Mails a verification link to the viewer's unverified address. */
  sendVerificationEmail: Scalars['Boolean']['output'];
  /** Turns e-mail for one group on or off for the viewer. */
  setNotificationEmailSetting: NotificationEmailSetting;
  /** Its creator only: whether it may use the Aurora pages and whether readers see them. */
  setPublicationAurora: Collection;
  /** Its creator and editors replace the publication's navigation items. */
  setPublicationNavItems: Collection;
  setVariantFlag: VariantFlag;
  /** One-tap: a Google ID token. Signs in (Token) or, with operation register, creates the account. */
  signInWithGoogleOneTap: CreateAccountResult;
  /** Opens a checkout, or continues the open one for the same plan. */
  startCheckout: StartCheckoutResult;
  /** Enrols the viewer in the Partner Program with their tax information, or updates it (at most 10 times an hour). */
  submitPartnerTaxInfo: PartnerTaxResult;
  /** The writer's own story: PENDING (submitNow, or any published story) or NOT_YET_SUBMITTED. */
  submitStoryToPublication: Post;
  subscribeToNewsletter: Newsletter;
  /**
   * Suspends a story: readers get PostSuspended. Acting from a report (reportId,
   * which must be about the story's author) marks that report ACTIONED.
   */
  suspendPost: Post;
  /**
   * Suspends the account: its stories leave public lists and it can no longer
   * write. The user's OPEN reports become ACTIONED.
   */
  suspendUser: User;
  /** The creator hands ownership to one of the editors and stays on as an editor. */
  transferPublicationOwnership: Collection;
  /** Moves an archived story back to the saved list. */
  unarchivePost: Post;
  unblockUser: User;
  /** Removes the story from the reading list. */
  unbookmarkPost: Post;
  /** Takes back all of the viewer's claps on the story. */
  unclap: ClapResult;
  unfollowCollection: Collection;
  unfollowTopic: Topic;
  unfollowUser: User;
  /** The parent story's author only; NOT_FOUND for everyone else. Answers true. */
  unhidePostResponseOnParentPost: Scalars['Boolean']['output'];
  unlimitPost: Post;
  unmuteCollection: Collection;
  unmuteUser: User;
  /** Its creator and editors unpin a story. */
  unpinStoryFromPublication: Collection;
  /** Back to draft (also cancels a schedule). */
  unpublishPost: Post;
  unsubscribeFromNewsletter: Newsletter;
  unsuspendPost: Post;
  unsuspendUser: User;
  /** Marks everything up to now as seen: the unread count becomes 0. Answers true. */
  updateActivityLastViewed: Scalars['Boolean']['output'];
  /**
   * Saves a design: a publication's (collectionId; its creator and editors) or,
   * without collectionId, the viewer's own. baseVersion is the version it was
   * read at (0 for none yet): a Conflict when it has moved since. BadRequest for
   * a colour that does not read or a palette below WCAG AA contrast.
   */
  updateCustomStyleSheet: UpdateCustomStyleSheetResult;
  updateFeaturePage: FeaturePage;
  /** Its creator and editors; the address stays the same. */
  updateNewsletter: Newsletter;
  /** The note's writer only. */
  updateNote: Note;
  /** A new card (local form), or the provider's page for it (Stripe). */
  updatePaymentMethod: PaymentMethodResult;
  updatePostSettings: Post;
  /** The viewer's display name (1 to 50 characters) and bio (at most 160). */
  updateProfile: UpdateProfileResult;
  /** The viewer's picture: an image id the viewer uploaded through /_/media/upload; null removes it. */
  updateProfileImage: UpdateProfileResult;
  /** Its creator and editors change its name, tagline, avatar and favicon. */
  updatePublication: Collection;
  /** Its author or the publication's creator and editors; the type stays. */
  updateShortform: Shortform;
  /** Checks the pending domain now: VERIFIED when the record or challenge answers the token, FAILED otherwise. */
  verifyCustomDomain: CustomDomainState;
  verifyLoginCode: VerifyLoginCodeResult;
};


export type MutationActivateCustomDomainArgs = {
  collectionId: Scalars['ID']['input'];
};


export type MutationAnswerPublicationInvitationArgs = {
  accept: Scalars['Boolean']['input'];
  token: Scalars['String']['input'];
};


export type MutationApproveSubmissionArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationArchivePostArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationBlockUserArgs = {
  targetUserId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationBookmarkPostArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationChangeUsernameArgs = {
  username: Scalars['String']['input'];
};


export type MutationChooseUsernameArgs = {
  username: Scalars['String']['input'];
};


export type MutationClapArgs = {
  count: Scalars['Int']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationCreateCollectionNewsletterArgs = {
  collectionId: Scalars['ID']['input'];
  input: NewsletterInput;
};


export type MutationCreateDraftArgs = {
  content?: InputMaybe<PostContentInput>;
  inResponseToPostId?: InputMaybe<Scalars['ID']['input']>;
  inResponseToQuoteId?: InputMaybe<Scalars['ID']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateFeaturePageArgs = {
  collectionId: Scalars['ID']['input'];
  input: FeaturePageInput;
};


export type MutationCreateNoteArgs = {
  content: Scalars['String']['input'];
  endOffset: Scalars['Int']['input'];
  paragraphName: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
  startOffset: Scalars['Int']['input'];
};


export type MutationCreatePublicationArgs = {
  input: NewPublicationInput;
};


export type MutationCreateQuoteArgs = {
  endOffset: Scalars['Int']['input'];
  paragraphName: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
  startOffset: Scalars['Int']['input'];
};


export type MutationCreateShortformArgs = {
  collectionId: Scalars['ID']['input'];
  input: ShortformInput;
};


export type MutationDeleteFeaturePageArgs = {
  featurePageId: Scalars['ID']['input'];
};


export type MutationDeleteNoteArgs = {
  noteId: Scalars['ID']['input'];
};


export type MutationDeletePostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationDeletePublicationArgs = {
  collectionId: Scalars['ID']['input'];
};


export type MutationDeleteQuoteArgs = {
  quoteId: Scalars['ID']['input'];
};


export type MutationDeleteShortformArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDiscardPendingEditsArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationDismissUserReportArgs = {
  reportId: Scalars['ID']['input'];
};


export type MutationFollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationFollowTopicArgs = {
  topicId: Scalars['ID']['input'];
};


export type MutationFollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationHidePostResponseOnParentPostArgs = {
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
};


export type MutationInviteToPublicationArgs = {
  collectionId: Scalars['ID']['input'];
  invitee: Scalars['String']['input'];
  role: PublicationRole;
};


export type MutationLeavePublicationArgs = {
  collectionId: Scalars['ID']['input'];
};


export type MutationLimitPostArgs = {
  postId: Scalars['ID']['input'];
  reportId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationLinkCustomDomainArgs = {
  collectionId: Scalars['ID']['input'];
  domain: Scalars['String']['input'];
};


export type MutationMuteCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationMuteUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationPayCheckoutArgs = {
  card: CardInput;
  sessionId: Scalars['ID']['input'];
};


export type MutationPinStoryToPublicationArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationPublishEditsArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationPublishPostArgs = {
  input?: InputMaybe<PublishPostInput>;
  postId: Scalars['ID']['input'];
};


export type MutationPublishResponseArgs = {
  content: PostContentInput;
  inResponseToPostId: Scalars['ID']['input'];
  inResponseToQuoteId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRedeemGiftArgs = {
  code: Scalars['String']['input'];
};


export type MutationRemoveCustomDomainArgs = {
  collectionId: Scalars['ID']['input'];
};


export type MutationRemoveFromReadingHistoryArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationRemovePublicationMemberArgs = {
  collectionId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveStoryFromPublicationArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationReplyToNoteArgs = {
  content: Scalars['String']['input'];
  noteId: Scalars['ID']['input'];
};


export type MutationReportAndMaybeBlockUserArgs = {
  alsoBlockUser: Scalars['Boolean']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<ReportReason>;
  targetUserId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRevokePublicationInvitationArgs = {
  invitationId: Scalars['ID']['input'];
};


export type MutationSaveDraftArgs = {
  baseVersion: Scalars['Int']['input'];
  content: PostContentInput;
  postId: Scalars['ID']['input'];
  subtitle: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


export type MutationSaveTopicArgs = {
  input: SaveTopicInput;
};


export type MutationSendAcctAuthEmailArgs = {
  captchaValue?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  entry?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  onMobileWeb?: InputMaybe<Scalars['Boolean']['input']>;
  operation: AuthOperation;
  redirect?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSendPublicationFeedbackArgs = {
  collectionId: Scalars['ID']['input'];
  message: Scalars['String']['input'];
};


export type MutationSendStoryToNewsletterArgs = {
  newsletterId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationSetNotificationEmailSettingArgs = {
  enabled: Scalars['Boolean']['input'];
  group: NotificationEmailGroup;
};


export type MutationSetPublicationAuroraArgs = {
  collectionId: Scalars['ID']['input'];
  input: PublicationAuroraInput;
};


export type MutationSetPublicationNavItemsArgs = {
  collectionId: Scalars['ID']['input'];
  items: Array<PublicationNavItemInput>;
};


export type MutationSetVariantFlagArgs = {
  name: Scalars['String']['input'];
  value: Scalars['FlagValue']['input'];
};


export type MutationSignInWithGoogleOneTapArgs = {
  credential: Scalars['String']['input'];
  operation: AuthOperation;
  redirect?: InputMaybe<Scalars['String']['input']>;
};


export type MutationStartCheckoutArgs = {
  kind?: InputMaybe<CheckoutKind>;
  plan: MembershipPlan;
  recipientEmail?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubmitPartnerTaxInfoArgs = {
  input: PartnerTaxInput;
};


export type MutationSubmitStoryToPublicationArgs = {
  collectionId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
  submitNow?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSubscribeToNewsletterArgs = {
  newsletterId: Scalars['ID']['input'];
};


export type MutationSuspendPostArgs = {
  postId: Scalars['ID']['input'];
  reportId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSuspendUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationTransferPublicationOwnershipArgs = {
  collectionId: Scalars['ID']['input'];
  newOwnerId: Scalars['ID']['input'];
};


export type MutationUnarchivePostArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationUnblockUserArgs = {
  targetUserId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUnbookmarkPostArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationUnclapArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationUnfollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationUnfollowTopicArgs = {
  topicId: Scalars['ID']['input'];
};


export type MutationUnfollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationUnhidePostResponseOnParentPostArgs = {
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
};


export type MutationUnlimitPostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationUnmuteCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationUnmuteUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationUnpinStoryFromPublicationArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationUnpublishPostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationUnsubscribeFromNewsletterArgs = {
  newsletterId: Scalars['ID']['input'];
};


export type MutationUnsuspendPostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationUnsuspendUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUpdateCustomStyleSheetArgs = {
  baseVersion: Scalars['Int']['input'];
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  input: CustomStyleSheetInput;
};


export type MutationUpdateFeaturePageArgs = {
  featurePageId: Scalars['ID']['input'];
  input: FeaturePageInput;
};


export type MutationUpdateNewsletterArgs = {
  input: NewsletterInput;
  newsletterId: Scalars['ID']['input'];
};


export type MutationUpdateNoteArgs = {
  content: Scalars['String']['input'];
  noteId: Scalars['ID']['input'];
};


export type MutationUpdatePaymentMethodArgs = {
  card?: InputMaybe<CardInput>;
};


export type MutationUpdatePostSettingsArgs = {
  input: PostSettingsInput;
  postId: Scalars['ID']['input'];
};


export type MutationUpdateProfileArgs = {
  bio: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationUpdateProfileImageArgs = {
  imageId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdatePublicationArgs = {
  collectionId: Scalars['ID']['input'];
  input: PublicationSettingsInput;
};


export type MutationUpdateShortformArgs = {
  id: Scalars['ID']['input'];
  input: ShortformInput;
};


export type MutationVerifyCustomDomainArgs = {
  check: CustomDomainCheck;
  collectionId: Scalars['ID']['input'];
};


export type MutationVerifyLoginCodeArgs = {
  loginCode: Scalars['String']['input'];
};

/** How a publication's name is shown in its header. */
export type NameTreatment =
  | 'LOGO'
  | 'TEXT';

export type NewPublicationInput = {
  avatarImageId?: InputMaybe<Scalars['String']['input']>;
  /** An upload made with ?purpose=favicon (cropped to 128×128). */
  faviconImageId?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** Lowercase letters, numbers and hyphens, 2 to 50 characters; unique in any letter case. */
  slug: Scalars['String']['input'];
  tagline?: InputMaybe<Scalars['String']['input']>;
};

/** A publication's newsletter, at /{collectionSlug}/newsletters/{slug}. */
export type Newsletter = {
  __typename?: 'Newsletter';
  collection: Collection;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** Its creator and editors: the publication's latest published stories not yet sent (at most 20); empty for anyone else. */
  storiesToSend: Array<Post>;
  /** How many people receive it (its creator and editors only; null for anyone else). */
  subscriberCount?: Maybe<Scalars['Int']['output']>;
  type: NewsletterType;
  /** Its creator and editors may rename it and send stories. */
  viewerCanEdit: Scalars['Boolean']['output'];
  viewerIsSubscribed: Scalars['Boolean']['output'];
};

export type NewsletterInput = {
  /** At most 280 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 60 characters. */
  name: Scalars['String']['input'];
};

export type NewsletterType =
  | 'AUTHOR'
  | 'COLLECTION'
  | 'UNKNOWN';

export type NotFound = {
  __typename?: 'NotFound';
  message: Scalars['String']['output'];
};

/**
 * A private note: seen only by its writer, the story's author and the editors of
 * the story's publication. To anyone else it does not exist.
 */
export type Note = {
  __typename?: 'Note';
  /** The note's writer. */
  author: User;
  /** At most 500 characters. */
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  endOffset: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  paragraphName: Scalars['String']['output'];
  paragraphs: Array<QuoteParagraph>;
  post?: Maybe<Post>;
  postId: Scalars['ID']['output'];
  quoteText: Scalars['String']['output'];
  /** The conversation between the writer and the story's side, oldest first. */
  replies: Array<NoteReply>;
  startOffset: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type NoteReply = {
  __typename?: 'NoteReply';
  author: User;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  noteId: Scalars['ID']['output'];
};

export type NoteResult = NotFound | Note;

/**
 * Something that happened to the viewer's work or account. Rows whose type the
 * server does not know are left out of lists.
 */
export type Notification = {
  __typename?: 'Notification';
  /**
   * Who did it (for a rollup: the newest person). Null when unknown or the account
   * is gone: the client shows 'Unknown user'.
   */
  actor?: Maybe<User>;
  /** The publication concerned (collection_* types). */
  collection?: Maybe<Collection>;
  id: Scalars['ID']['output'];
  /** Happened after the viewer last opened their notifications. */
  isUnread: Scalars['Boolean']['output'];
  /** The number reached, for *_milestone types (claps, clappers, followers). */
  milestoneArg?: Maybe<Scalars['Int']['output']>;
  /** The private note, for post_noted and mention_in_note*. */
  note?: Maybe<NotificationNote>;
  /** The reply, for note_replied, post_note_replied and mention_in_note_reply*. */
  noteReply?: Maybe<NotificationNoteReply>;
  /**
   * One of the types of spec §9 (quote, response_created, post_recommended, ...,
   * tax_failed_tin_final), with the `_rollup` suffix when several people are grouped
   * in this one row (e.g. `post_recommended_rollup`).
   */
  notificationType: Scalars['String']['output'];
  /** When it last happened (for a rollup: the newest person's action). */
  occurredAt: Scalars['DateTime']['output'];
  /** The story concerned; null when there is none or it can no longer be read. */
  post?: Maybe<Post>;
  /** The highlight, for quote and highlight_was_piled_onto; null once removed. */
  quote?: Maybe<NotificationQuote>;
  /** The response, for response_created. */
  responsePost?: Maybe<Post>;
  /**
   * Everyone grouped in this row, newest first, the actor included (at most 10).
   * Empty for a notification that is not a rollup.
   */
  rollupItems: Array<NotificationRollupItem>;
  /**
   * How many people besides the actor are grouped in this row: 1 reads
   * '{name} and 1 other', N reads '{name} and N others'. 0 when not a rollup.
   */
  rollupOthersCount: Scalars['Int']['output'];
};

/** A group of notification types that people switch e-mail on or off for together. */
export type NotificationEmailGroup =
  | 'CLAPS'
  | 'FOLLOWED_STORIES'
  | 'FOLLOWERS'
  | 'HIGHLIGHTS'
  | 'MENTIONS'
  | 'NEWSLETTERS'
  | 'NOTES'
  | 'PARTNER_PROGRAM'
  | 'PUBLICATIONS'
  | 'RESPONSES'
  | 'SHARES';

/** The viewer's choice for one group: whether its notifications also arrive by e-mail. */
export type NotificationEmailSetting = {
  __typename?: 'NotificationEmailSetting';
  /** Which notifications the group covers. */
  description: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  group: NotificationEmailGroup;
  /** How the settings name the group. */
  label: Scalars['String']['output'];
};

/** The private note a notification is about. */
export type NotificationNote = {
  __typename?: 'NotificationNote';
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** The reply to a private note a notification is about. */
export type NotificationNoteReply = {
  __typename?: 'NotificationNoteReply';
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type NotificationPagingInfo = {
  __typename?: 'NotificationPagingInfo';
  /** Null on the last page ("You're all caught up"). */
  next?: Maybe<NotificationPagingNext>;
};

/** What to pass back as pagingOptions for the next page. */
export type NotificationPagingNext = {
  __typename?: 'NotificationPagingNext';
  limit: Scalars['Int']['output'];
  /** The number of the next page, counting from 1. */
  page: Scalars['Int']['output'];
  /** Which list the page belongs to (echoed back). */
  source: Scalars['String']['output'];
  /** Where the next page starts (opaque). */
  to: Scalars['String']['output'];
};

export type NotificationPagingOptions = {
  /** 1 to 50; 10 when absent. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  /** From NotificationPagingNext.to; absent for the first page. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** The highlighted passage a `quote` notification is about, as the story reads now. */
export type NotificationQuote = {
  __typename?: 'NotificationQuote';
  endOffset: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The paragraph the passage is in (one element). */
  paragraphs: Array<QuoteParagraph>;
  /** The highlighted text itself, uncut (clients cut preview texts to 50 characters). */
  quoteParagraphPreview: Scalars['String']['output'];
  startOffset: Scalars['Int']['output'];
};

/** One person in a grouped (`_rollup`) notification. */
export type NotificationRollupItem = {
  __typename?: 'NotificationRollupItem';
  /** Null when the account is gone: the client shows 'Unknown user'. */
  actor?: Maybe<User>;
};

export type NotificationStatus = {
  __typename?: 'NotificationStatus';
  /** Notifications that happened after the viewer last opened their notifications. */
  unreadNotificationCount: Scalars['Int']['output'];
};

/** The viewer's notifications, newest first. */
export type NotificationsConnection = {
  __typename?: 'NotificationsConnection';
  notifications: Array<Notification>;
  pagingInfo: NotificationPagingInfo;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Paragraph = {
  __typename?: 'Paragraph';
  iframe?: Maybe<IframeMetadata>;
  layout?: Maybe<Scalars['String']['output']>;
  markups: Array<Markup>;
  metadata?: Maybe<ImageMetadata>;
  mixtapeMetadata?: Maybe<MixtapeMetadata>;
  name: Scalars['String']['output'];
  text: Scalars['String']['output'];
  type: ParagraphType;
};

export type ParagraphInput = {
  iframe?: InputMaybe<IframeMetadataInput>;
  /** INSET_CENTER, OUTSET_CENTER or FULL_WIDTH (images and embeds). */
  layout?: InputMaybe<Scalars['String']['input']>;
  markups?: InputMaybe<Array<MarkupInput>>;
  metadata?: InputMaybe<ImageMetadataInput>;
  mixtapeMetadata?: InputMaybe<MixtapeMetadataInput>;
  name: Scalars['String']['input'];
  text: Scalars['String']['input'];
  type: ParagraphType;
};

export type ParagraphType =
  | 'BQ'
  | 'COVER_TITLE'
  | 'H1'
  | 'H2'
  | 'H3'
  | 'H4'
  | 'HR'
  | 'IFRAME'
  | 'IMG'
  | 'MIXTAPE_EMBED'
  | 'OLI'
  | 'P'
  | 'PQ'
  | 'PRE'
  | 'SECTION_CAPTION'
  | 'ULI';

/** The tax information a Partner Program writer gave; the tax id is never shown back whole. */
export type PartnerEnrollment = {
  __typename?: 'PartnerEnrollment';
  /** ISO 3166-1 alpha-2 country code. */
  country: Scalars['String']['output'];
  enrolledAt: Scalars['DateTime']['output'];
  legalName: Scalars['String']['output'];
  /** When a MISSING or NOT_VERIFIED tax id must be given or fixed to keep being paid; null once SUBMITTED. */
  taxDeadline?: Maybe<Scalars['DateTime']['output']>;
  /** Null while no tax id is on file. */
  taxIdLast4?: Maybe<Scalars['String']['output']>;
  taxStatus: PartnerTaxStatus;
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * A writer's earnings of one calendar month: each member's fee, less the platform's share,
 * split over the member-only stories they read by their reading time. Amounts are integer
 * minor units (cents) of the site's currency.
 */
export type PartnerMonthEarnings = {
  __typename?: 'PartnerMonthEarnings';
  /** Members' fees that went to the writer's stories, before the platform's share. */
  gross: Scalars['Int']['output'];
  /** YYYY-MM */
  month: Scalars['String']['output'];
  /** What the month's earnings became once the month closed (a day after it ended); null before, or when there was nothing to pay. */
  payout?: Maybe<PartnerPayout>;
  platformShare: Scalars['Int']['output'];
  /** Highest earnings first. */
  stories: Array<PartnerStoryEarnings>;
  /** What the writer earned: gross minus the platform's share. */
  total: Scalars['Int']['output'];
};

/** A closed month's payout to the writer, written once when the month closed. */
export type PartnerPayout = {
  __typename?: 'PartnerPayout';
  /** Integer minor units of currency. */
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  status: PartnerPayoutStatus;
};

/**
 * A payout's state. HELD: the writer's tax id is missing or not verified past the deadline or
 * the yearly earning limit; DUE: the operator will pay it; PAID: the operator paid it.
 */
export type PartnerPayoutStatus =
  | 'DUE'
  | 'HELD'
  | 'PAID';

/** The viewer's place in the Partner Program. */
export type PartnerProgram = {
  __typename?: 'PartnerProgram';
  /** The site's currency, which every amount below is in. */
  currency: Scalars['String']['output'];
  /** The enrolled viewer's earnings: this month first, then each earlier month (up to two years) with members' reading. Null when not enrolled. */
  earnings?: Maybe<Array<PartnerMonthEarnings>>;
  enrollment?: Maybe<PartnerEnrollment>;
  /** False while the operator has not set the key that encrypts tax ids: nobody can enrol. */
  isOpen: Scalars['Boolean']['output'];
  /** The enrolled viewer's payout statement of one month, written YYYY-MM. Null when not enrolled. */
  statement?: Maybe<PartnerMonthEarnings>;
  status: PartnerProgramStatus;
  /** Earnings in a calendar year (minor units) past which a writer must have given a verified tax id to keep being paid. */
  taxEarningLimit: Scalars['Int']['output'];
};


/** The viewer's place in the Partner Program. */
export type PartnerProgramStatementArgs = {
  month: Scalars['String']['input'];
};

/** Whether a person takes part in the Partner Program; PERMISSION_DENIED: a suspended account. */
export type PartnerProgramStatus =
  | 'ENROLLED'
  | 'NOT_ENROLLED'
  | 'PERMISSION_DENIED';

export type PartnerStoryEarnings = {
  __typename?: 'PartnerStoryEarnings';
  amount: Scalars['Int']['output'];
  /** Seconds members spent on the story that month. */
  memberReadingSeconds: Scalars['Int']['output'];
  post: Post;
};

export type PartnerTaxInput = {
  country: Scalars['String']['input'];
  legalName: Scalars['String']['input'];
  /** Left out to enrol now and give it later (reminders follow); left out on an update, the stored tax id stays. */
  taxId?: InputMaybe<Scalars['String']['input']>;
};

export type PartnerTaxResult = BadRequest | Forbidden | PartnerEnrollment | TooManyRequests;

/**
 * Where a writer's tax id stands. MISSING: enrolled without one yet. SUBMITTED: on file.
 * NOT_VERIFIED: the tax authority could not match it (marked by the operator).
 */
export type PartnerTaxStatus =
  | 'MISSING'
  | 'NOT_VERIFIED'
  | 'SUBMITTED';

export type PayCheckoutResult = BadRequest | CheckoutPaid | NotFound | PaymentMethodDeclined | ServiceUnavailable;

export type PaymentMethodDeclined = {
  __typename?: 'PaymentMethodDeclined';
  message: Scalars['String']['output'];
};

/** The provider's own page for changing the card. */
export type PaymentMethodPortal = {
  __typename?: 'PaymentMethodPortal';
  url: Scalars['String']['output'];
};

export type PaymentMethodResult = BadRequest | NotFound | PaymentMethodDeclined | PaymentMethodPortal | PaymentMethodUpdated | ServiceUnavailable | TooManyRequests | Unauthorized;

export type PaymentMethodUpdated = {
  __typename?: 'PaymentMethodUpdated';
  membership: Membership;
};

export type Post = {
  __typename?: 'Post';
  /** The original location of the story when it first appeared elsewhere. */
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  /** All claps of all readers. */
  clapCount: Scalars['Int']['output'];
  collection?: Maybe<Collection>;
  /** The story body. A member-only story is cut to its opening unless the reader is a member, its author or editor, or brings the story's friend-link key. */
  content: PostContent;
  createdAt: Scalars['DateTime']['output'];
  creator: User;
  /** The last 90 days, oldest first; null as totalStats. */
  dailyStats?: Maybe<Array<StatsPeriod>>;
  firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Author only: the absolute story URL with source=friends_link&sk={shareKey}. */
  friendLink?: Maybe<Scalars['String']['output']>;
  /** Author only: whether a published story has unpublished edits. */
  hasPendingEdits?: Maybe<Scalars['Boolean']['output']>;
  /** Same as viewerHighlights (the spec's Post.highlights). */
  highlights: Array<Quote>;
  /** The last 48 hours, oldest first; null as totalStats. */
  hourlyStats?: Maybe<Array<StatsPeriod>>;
  id: Scalars['ID']['output'];
  /** The story this response answers; null for a story that answers none, or one the viewer may not read. */
  inResponseToPost?: Maybe<Post>;
  inResponseToPostId?: Maybe<Scalars['ID']['output']>;
  /**
   * The passage of inResponseToPost this response quotes, as that story reads
   * now; null when there is none, or the passage or its highlight is gone.
   */
  inResponseToQuote?: Maybe<Quote>;
  inResponseToQuoteId?: Maybe<Scalars['ID']['output']>;
  /** Staff marked the story as under review: readers see the limited-content banner above it. */
  isLimited: Scalars['Boolean']['output'];
  isLocked: Scalars['Boolean']['output'];
  isPublished: Scalars['Boolean']['output'];
  /** Staff suspended the story. Readers get PostSuspended instead; staff see it here while reviewing. */
  isSuspended: Scalars['Boolean']['output'];
  latestPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  license: License;
  /** Canonical path of the story. */
  mediumUrl: Scalars['String']['output'];
  /** The view counts it has reached (100, 1,000…); null as totalStats. */
  milestones?: Maybe<Array<Scalars['Int']['output']>>;
  /**
   * Up to four of its author's newest other public stories (responses, drafts,
   * unlisted and suspended ones left out), newest first; empty for a viewer the
   * author blocked.
   */
  moreFromAuthor: Array<Post>;
  /** Publication the story is submitted to; visible to its author and that publication's editors. */
  pendingCollection?: Maybe<Collection>;
  postResponses: PostResponses;
  /** The preview image, with the story's own focus point (default 50/50). */
  previewImage?: Maybe<ImageMetadata>;
  previewSubtitle: Scalars['String']['output'];
  previewTitle: Scalars['String']['output'];
  /** The private notes the viewer may read on this story. */
  privateNotes: Array<Note>;
  /** Who publishes it: its publication, or its author when it is in none. */
  publisher: Publisher;
  /** NONE when logged out or not on the viewer's list. */
  readingListState: ReadingListState;
  /** Minutes. */
  readingTime: Scalars['Float']['output'];
  referrers?: Maybe<Array<ReferrerGroup>>;
  /** Published responses (0 until responses are counted). */
  responseCount: Scalars['Int']['output'];
  /** Author only: when a SCHEDULED story goes public. */
  scheduledAt?: Maybe<Scalars['DateTime']['output']>;
  seoDescription?: Maybe<Scalars['String']['output']>;
  seoTitle?: Maybe<Scalars['String']['output']>;
  /** Author only (null for everyone else). */
  shareKey?: Maybe<Scalars['String']['output']>;
  status: PostStatus;
  statusForCollection?: Maybe<StatusForCollection>;
  subtitle: Scalars['String']['output'];
  tags: Array<Tag>;
  title: Scalars['String']['output'];
  /**
   * The passage the most readers other than the viewer highlighted; null unless
   * at least two readers in all, one of them not the viewer, highlighted it.
   */
  topHighlight?: Maybe<Quote>;
  /** Its stats; null unless the viewer is its author or an editor of its publication. */
  totalStats?: Maybe<TotalStats>;
  updatedAt: Scalars['DateTime']['output'];
  /** Bumped by every content save; saveDraft takes it as baseVersion. */
  version: Scalars['Int']['output'];
  /** The viewer's own claps (0 when logged out). */
  viewerClapCount: Scalars['Int']['output'];
  /** The viewer's own highlights on this story (empty when logged out). */
  viewerHighlights: Array<Quote>;
  visibility: PostVisibility;
  voters: VoterConnection;
  wordCount: Scalars['Int']['output'];
};


export type PostContentArgs = {
  shareKey?: InputMaybe<Scalars['String']['input']>;
};


export type PostVotersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type PostBodyStyles = {
  __typename?: 'PostBodyStyles';
  bodyFont: FontSlot;
  bodySize: BodyTextSize;
};

export type PostBodyStylesInput = {
  bodyFont: FontSlot;
  bodySize: BodyTextSize;
};

export type PostConnection = {
  __typename?: 'PostConnection';
  edges: Array<PostEdge>;
  pageInfo: PageInfo;
};

export type PostContent = {
  __typename?: 'PostContent';
  /** True when a member-only story was cut to its opening for this reader. */
  isLockedPreviewOnly: Scalars['Boolean']['output'];
  /** The viewer's metered paywall this calendar month (no ids for logged-out readers, nor beside a story that is not member-only). */
  meteringInfo: MeteringInfo;
  paragraphs: Array<Paragraph>;
};

export type PostContentInput = {
  paragraphs: Array<ParagraphInput>;
};

/** What the editor loads: pending edits of a published story when there are any. */
export type PostDraft = {
  __typename?: 'PostDraft';
  content: PostContent;
  hasPendingEdits: Scalars['Boolean']['output'];
  post: Post;
  postId: Scalars['ID']['output'];
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type PostEdge = {
  __typename?: 'PostEdge';
  cursor: Scalars['String']['output'];
  node: Post;
};

export type PostForEditingResult = NotFound | PostDraft;

export type PostHeaderStyles = {
  __typename?: 'PostHeaderStyles';
  titleFont: FontSlot;
  titleScale: HeaderScale;
};

export type PostHeaderStylesInput = {
  titleFont: FontSlot;
  titleScale: HeaderScale;
};

export type PostPreview = {
  __typename?: 'PostPreview';
  post: Post;
  postId: Scalars['ID']['output'];
};

export type PostResponses = {
  __typename?: 'PostResponses';
  /** Responses readers see (hidden ones are not counted). */
  count: Scalars['Int']['output'];
  responsesConnection: ResponsesConnection;
};


export type PostResponsesResponsesConnectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type PostResult = AccountDeleted | AccountSuspended | Blocked | NotFound | Post | PostSuspended | RemovedByUser | Unauthorized | UnavailableForLegalReasons | WithheldInCountry;

export type PostSettingsInput = {
  /** http(s) only; an empty string clears it. */
  canonicalUrl?: InputMaybe<Scalars['String']['input']>;
  focusPercentX?: InputMaybe<Scalars['Float']['input']>;
  focusPercentY?: InputMaybe<Scalars['Float']['input']>;
  license?: InputMaybe<License>;
  previewImageId?: InputMaybe<Scalars['String']['input']>;
  previewSubtitle?: InputMaybe<Scalars['String']['input']>;
  previewTitle?: InputMaybe<Scalars['String']['input']>;
  seoDescription?: InputMaybe<Scalars['String']['input']>;
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  visibility?: InputMaybe<PostVisibility>;
};

export type PostStatus =
  | 'DRAFT'
  | 'PUBLISHED'
  /** Publish settings chosen; becomes public at scheduledAt. */
  | 'SCHEDULED';

export type PostSuspended = {
  __typename?: 'PostSuspended';
  message: Scalars['String']['output'];
};

export type PostVisibility =
  | 'LOCKED'
  | 'PUBLIC'
  | 'UNLISTED';

/** Which profile field a refusal is about, so the form can show it next to that field. */
export type ProfileField =
  | 'BIO'
  | 'IMAGE'
  | 'NAME'
  | 'USERNAME';

/** A profile change was refused; the message can be shown as it is. */
export type ProfileFieldError = {
  __typename?: 'ProfileFieldError';
  field: ProfileField;
  message: Scalars['String']['output'];
};

export type PublicationAuroraInput = {
  isAuroraEligible: Scalars['Boolean']['input'];
  /** Needs isAuroraEligible. */
  isAuroraVisible: Scalars['Boolean']['input'];
};

/** A publication's picture by its image id (spec: avatar (id), favicon (id)). */
export type PublicationImage = {
  __typename?: 'PublicationImage';
  id: Scalars['ID']['output'];
};

/** An invitation to join a publication as editor or writer. */
export type PublicationInvitation = {
  __typename?: 'PublicationInvitation';
  collection: Collection;
  createdAt: Scalars['DateTime']['output'];
  /** The address invited, when the invitation named an e-mail address without an account. */
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The invited person, when the invitation named an account. */
  invitee?: Maybe<User>;
  inviter: User;
  role: PublicationRole;
  state: InvitationState;
  /** The token that answers it; only the invited person sees it (null for anyone else). */
  token?: Maybe<Scalars['String']['output']>;
};

/** Someone on a publication's staff, with their role. */
export type PublicationMember = {
  __typename?: 'PublicationMember';
  role: PublicationRole;
  user: User;
};

export type PublicationNavItem = {
  __typename?: 'PublicationNavItem';
  /** Where it leads: the publication's about page or archive, a story's canonical URL, /tag/{tag}, /topic/{slug}, or the external URL. */
  href: Scalars['String']['output'];
  /** 1 to 40 characters; defaults from what it leads to. */
  title: Scalars['String']['output'];
  type: PublicationNavItemType;
};

/**
 * One item of the list. target: a story's id or URL (POST), a tag (TAG), a
 * topic's slug (TOPIC_PAGE) or an http(s) address (EXTERNAL_LINK); none for the
 * about page and the archive.
 */
export type PublicationNavItemInput = {
  target?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type: PublicationNavItemType;
};

/** What a navigation item leads to (spec §3.2 nav item types). */
export type PublicationNavItemType =
  | 'ABOUT_PAGE'
  | 'ARCHIVE'
  | 'EXTERNAL_LINK'
  | 'POST'
  | 'TAG'
  | 'TOPIC_PAGE';

/** A publication's roles: its creator (owner), editors and writers. */
export type PublicationRole =
  | 'CREATOR'
  | 'EDITOR'
  | 'WRITER';

/** A publication's settings; the slug stays (its addresses would move). */
export type PublicationSettingsInput = {
  avatarImageId?: InputMaybe<Scalars['String']['input']>;
  /** An upload made with ?purpose=favicon (cropped to 128×128). */
  faviconImageId?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  tagline?: InputMaybe<Scalars['String']['input']>;
};

export type PublishPostInput = {
  focusPercentX?: InputMaybe<Scalars['Float']['input']>;
  focusPercentY?: InputMaybe<Scalars['Float']['input']>;
  license?: InputMaybe<License>;
  previewImageId?: InputMaybe<Scalars['String']['input']>;
  previewSubtitle?: InputMaybe<Scalars['String']['input']>;
  previewTitle?: InputMaybe<Scalars['String']['input']>;
  /** A future time schedules the story instead of publishing it now. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** At most 5 display titles; each becomes a tag (slugged) on first use. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  visibility?: InputMaybe<PostVisibility>;
};

/** A publication or a writer: whoever publishes a story (and owns a custom style sheet). */
export type Publisher = Collection | User;

export type Query = {
  __typename?: 'Query';
  /** A fresh token each time (never cached). */
  accountToken: AccountToken;
  authConfig: AuthConfig;
  billingSettings: BillingSettings;
  /** One of the viewer's charges (a receipt); null for anyone else's. */
  charge?: Maybe<Charge>;
  /** One of the viewer's checkouts; null for anyone else's. */
  checkoutSession?: Maybe<CheckoutSession>;
  /** A publication by its id (the /c/{id} address); null when none or deleted. */
  collectionById?: Maybe<Collection>;
  /** A publication by its slug (any letter case); null when none or deleted. */
  collectionBySlug?: Maybe<Collection>;
  /**
   * True when no account uses this address. Each answer needs a solved captcha
   * (captchaValue, as for sendAcctAuthEmail): the lookup tells who has an account.
   */
  emailAvailability: Scalars['Boolean']['output'];
  /** A gift by the code its redeem link carries; null when there is none. */
  gift?: Maybe<MembershipGift>;
  /** Newest public stories, newest first. */
  latestPosts: PostConnection;
  /** Fetches a link's preview through the outbound guard (public addresses only). */
  linkPreview: LinkPreviewResult;
  /** A private note, for its writer and the story's side; NotFound for everyone else. */
  note: NoteResult;
  /** Every group, in display order, with the viewer's choice (defaults until they choose). */
  notificationEmailSettings: Array<NotificationEmailSetting>;
  notificationStatus: NotificationStatus;
  /**
   * The viewer's notifications, newest first. activityType: absent for all,
   * `response_created` for the Responses tab (anything else is BAD_REQUEST).
   */
  notificationsConnection: NotificationsConnection;
  partnerProgram: PartnerProgram;
  /** The editor's view of one of the viewer's stories. */
  postForEditing: PostForEditingResult;
  postResult: PostResult;
  /** An open invitation by the token of its mail; NOT_FOUND once answered or revoked. */
  publicationInvitation: PublicationInvitation;
  /** Stories the viewer read, most recent first. */
  readingHistory: ReadingHistoryConnection;
  /** One tab of the viewer's reading list, most recently changed first (RetrieveReadingList). */
  readingList: ReadingListResult;
  /** A few recent stories to suggest on the not-found page. */
  sampleStories: Array<Post>;
  /** Searches one tab; drafts, unlisted stories and people who blocked the viewer are never found. */
  search: SearchResults;
  /** A shortform post by id; null when none (or its publication is deleted). */
  shortform?: Maybe<Shortform>;
  sitePage: SitePage;
  /**
   * A story whose stats the viewer may see (its author, its publication's editors);
   * null for any other, existing or not, so the answer confirms nothing.
   */
  storyStats?: Maybe<Post>;
  /** Null for a tag nobody has written. */
  tagPage?: Maybe<TagPage>;
  /** Null for an unknown topic or one the viewer may not see. */
  topic?: Maybe<Topic>;
  /** The topics /topics lists for the viewer, by name. */
  topics: Array<Topic>;
  /** Null for an unknown mode or topic. */
  trending?: Maybe<TrendingPage>;
  /** A user by @username, case-insensitive; NotFound when there is none. */
  user: UserResult;
  /** A user's highlights on public stories, newest first (/@{username}/highlights). */
  userHighlights: QuoteConnection;
  /** The staff review queue: reports in one status, newest first. */
  userReports: UserReportConnection;
  /** For the settings form: checks a username's rules and whether someone else has it. */
  usernameAvailability: UsernameAvailability;
  variantFlags: Array<VariantFlag>;
  viewer?: Maybe<User>;
  /** Invitations waiting for the viewer's answer. */
  viewerPublicationInvitations: Array<PublicationInvitation>;
  /** The viewer's publications (created, edited or written for), newest first. */
  viewerPublications: CollectionConnection;
  /** One of the viewer's own highlights, as its story reads now (the passage a new response quotes); null otherwise. */
  viewerQuote?: Maybe<Quote>;
  /** The viewer's highlights, newest first (reading list, Highlights tab). */
  viewerQuotes: QuoteConnection;
  /** The viewer's stories' stats summed. */
  viewerStats: StatsOverview;
  /** The viewer's stories for one tab, most recently updated first. */
  viewerStories: PostConnection;
  viewerStoryCounts: StoryCounts;
};


export type QueryChargeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCheckoutSessionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCollectionByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCollectionBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryEmailAvailabilityArgs = {
  captchaValue?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
};


export type QueryGiftArgs = {
  code: Scalars['String']['input'];
};


export type QueryLatestPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLinkPreviewArgs = {
  url: Scalars['String']['input'];
};


export type QueryNoteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNotificationsConnectionArgs = {
  activityType?: InputMaybe<Scalars['String']['input']>;
  pagingOptions?: InputMaybe<NotificationPagingOptions>;
};


export type QueryPostForEditingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostResultArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPublicationInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryReadingHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReadingListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  type: ReadingListFilter;
};


export type QuerySampleStoriesArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchArgs = {
  collectionSlug?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  tab?: InputMaybe<SearchTab>;
  username?: InputMaybe<Scalars['String']['input']>;
};


export type QueryShortformArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySitePageArgs = {
  name: SitePageName;
};


export type QueryStoryStatsArgs = {
  postId: Scalars['ID']['input'];
};


export type QueryTagPageArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
};


export type QueryTopicArgs = {
  slug: Scalars['String']['input'];
};


export type QueryTrendingArgs = {
  mode: Scalars['String']['input'];
  topicSlug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUserArgs = {
  username: Scalars['String']['input'];
};


export type QueryUserHighlightsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  username: Scalars['String']['input'];
};


export type QueryUserReportsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReportStatus>;
};


export type QueryUsernameAvailabilityArgs = {
  username: Scalars['String']['input'];
};


export type QueryViewerPublicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryViewerQuoteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryViewerQuotesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryViewerStoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter: StoriesFilter;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A highlighted passage. Offsets are UTF-16 positions in the paragraph's current
 * text: a highlight follows its passage when the author edits the paragraph, and
 * disappears when the paragraph or the passage is gone.
 */
export type Quote = {
  __typename?: 'Quote';
  createdAt: Scalars['DateTime']['output'];
  endOffset: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  paragraphName: Scalars['String']['output'];
  /** The paragraph the passage is in (one element). */
  paragraphs: Array<QuoteParagraph>;
  /** Null when the story is no longer readable. */
  post?: Maybe<Post>;
  postId: Scalars['ID']['output'];
  /** The highlighted text itself. */
  quoteText: Scalars['String']['output'];
  /** On Post.topHighlight: how many readers other than the viewer highlighted it. */
  readerCount?: Maybe<Scalars['Int']['output']>;
  startOffset: Scalars['Int']['output'];
  /** Who highlighted it; null on Post.topHighlight, which stands for many readers. */
  user?: Maybe<User>;
};

export type QuoteConnection = {
  __typename?: 'QuoteConnection';
  edges: Array<QuoteEdge>;
  pageInfo: PageInfo;
};

export type QuoteEdge = {
  __typename?: 'QuoteEdge';
  cursor: Scalars['String']['output'];
  node: Quote;
};

/** One paragraph a highlight or note touches, as the story reads now. */
export type QuoteParagraph = {
  __typename?: 'QuoteParagraph';
  name: Scalars['String']['output'];
  text: Scalars['String']['output'];
  type: ParagraphType;
};

export type ReadingHistoryConnection = {
  __typename?: 'ReadingHistoryConnection';
  edges: Array<ReadingHistoryEdge>;
  pageInfo: PageInfo;
};

export type ReadingHistoryEdge = {
  __typename?: 'ReadingHistoryEdge';
  cursor: Scalars['String']['output'];
  node: Post;
  readAt: Scalars['DateTime']['output'];
};

/** The tabs of /me/list/{activeTab}. */
export type ReadingListFilter =
  | 'ARCHIVED'
  /** Stories the viewer highlighted (filled by the highlights feature; empty until then). */
  | 'HIGHLIGHTS'
  /** Recently saved, in either state. */
  | 'RECENT'
  /** Saved, not archived. */
  | 'SAVED';

export type ReadingListResult = {
  __typename?: 'ReadingListResult';
  archivedCount: Scalars['Int']['output'];
  pageInfo: PageInfo;
  postPreviews: Array<PostPreview>;
  savedCount: Scalars['Int']['output'];
};

/** The viewer's reading-list state of a story. */
export type ReadingListState =
  | 'ARCHIVE'
  | 'NONE'
  | 'QUEUE';

/** Views from one type of referrer, with its top hosts. */
export type ReferrerGroup = {
  __typename?: 'ReferrerGroup';
  sources: Array<ReferrerSource>;
  type: ReferrerType;
  views: Scalars['Int']['output'];
};

/** A referring host and its views. */
export type ReferrerSource = {
  __typename?: 'ReferrerSource';
  host: Scalars['String']['output'];
  views: Scalars['Int']['output'];
};

/** Where a view came from. */
export type ReferrerType =
  | 'DIRECT'
  | 'EMAIL'
  | 'EXTERNAL'
  | 'INTERNAL'
  | 'SEARCH'
  | 'SOCIAL';

export type RemovedByUser = {
  __typename?: 'RemovedByUser';
  message: Scalars['String']['output'];
};

/** Why a reader reports someone. */
export type ReportReason =
  | 'HARASSMENT'
  | 'OTHER'
  | 'RULES_VIOLATION'
  | 'SPAM';

export type ReportStatus =
  | 'ACTIONED'
  | 'DISMISSED'
  /** Waiting for staff review. */
  | 'OPEN';

/** What reportAndMaybeBlockUser did. */
export type ReportUserResult = {
  __typename?: 'ReportUserResult';
  report: UserReport;
  /** The reported user, with isBlocking after the optional block. */
  user: User;
};

export type ResponseItem = {
  __typename?: 'ResponseItem';
  /**
   * Hidden by the parent story's author. Hidden responses reach only that author
   * and the response's own writer; everyone else never sees them.
   */
  isHidden: Scalars['Boolean']['output'];
  itemType: ResponseItemType;
  post: Post;
  postId: Scalars['ID']['output'];
};

export type ResponseItemType =
  | 'SIMPLE_RESPONSE'
  /** A response with a title of its own. */
  | 'STORY_RESPONSE';

/** Responses oldest first. */
export type ResponsesConnection = {
  __typename?: 'ResponsesConnection';
  items: Array<ResponseItem>;
  pagingInfo: ResponsesPagingInfo;
};

export type ResponsesPagingInfo = {
  __typename?: 'ResponsesPagingInfo';
  /** Arguments for the next page; null on the last page. */
  next?: Maybe<ResponsesPagingNext>;
};

export type ResponsesPagingNext = {
  __typename?: 'ResponsesPagingNext';
  limit: Scalars['Int']['output'];
  to: Scalars['String']['output'];
};

export type Role =
  | 'STAFF'
  | 'USER';

export type SaveDraftResult = BadRequest | Conflict | NotFound | Post;

export type SaveTopicInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Absent to create a topic. */
  id?: InputMaybe<Scalars['ID']['input']>;
  imageId?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  tagSlugs: Array<Scalars['String']['input']>;
  visibility: TopicVisibility;
};

/** One page of one tab. Relevance order, so pages are numbered rather than keyed. */
export type SearchResults = {
  __typename?: 'SearchResults';
  hasNextPage: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  people: Array<User>;
  publications: Array<Collection>;
  /** The query as searched: trimmed and cut to 256 characters. */
  query: Scalars['String']['output'];
  /** The writer the search is limited to (/@{username}/search: their stories only). */
  scopedTo?: Maybe<User>;
  /** The publication the search is limited to (/{collectionSlug}/search: its stories only). */
  scopedToPublication?: Maybe<Collection>;
  stories: Array<Post>;
  /** The query with misspelt words corrected, when some are. */
  suggestion?: Maybe<Scalars['String']['output']>;
  tab: SearchTab;
  tags: Array<SearchTagHit>;
};

export type SearchTab =
  | 'PEOPLE'
  | 'PUBLICATIONS'
  | 'STORIES'
  | 'TAGS';

/** A tag as search shows it: its public counts. */
export type SearchTagHit = {
  __typename?: 'SearchTagHit';
  displayText: Scalars['String']['output'];
  followerCount: Scalars['Int']['output'];
  postCount: Scalars['Int']['output'];
  tagSlug: Scalars['String']['output'];
};

export type SendAcctAuthEmailResult = BadRequest | FailedChallenge | NotFound | SendAcctAuthEmailSuccess;

export type SendAcctAuthEmailSuccess = {
  __typename?: 'SendAcctAuthEmailSuccess';
  /** What the e-mail does: login when it signs in to an existing account, register when it sets one up. */
  method: AuthOperation;
};

export type ServiceUnavailable = {
  __typename?: 'ServiceUnavailable';
  message: Scalars['String']['output'];
};

/** A link, a picture, a note or a quote posted to a publication's home. */
export type Shortform = {
  __typename?: 'Shortform';
  /** QUOTE: who said it. */
  attribution?: Maybe<Scalars['String']['output']>;
  collection: Collection;
  createdAt: Scalars['DateTime']['output'];
  creator: User;
  id: Scalars['ID']['output'];
  /** MEDIA: the picture's image id. */
  imageId?: Maybe<Scalars['String']['output']>;
  /** LINK: the address's host name without www. */
  linkDomain?: Maybe<Scalars['String']['output']>;
  /** LINK: the page's title, fetched when it was saved; null when it could not be. */
  linkTitle?: Maybe<Scalars['String']['output']>;
  /** The note, the quote, the link's comment or the picture's caption (plain text). */
  text: Scalars['String']['output'];
  type: ShortformType;
  updatedAt: Scalars['DateTime']['output'];
  /** LINK: the address. */
  url?: Maybe<Scalars['String']['output']>;
  /** Its author (still writing for the publication) or the publication's creator and editors. */
  viewerCanEdit: Scalars['Boolean']['output'];
};

export type ShortformConnection = {
  __typename?: 'ShortformConnection';
  edges: Array<ShortformEdge>;
  pageInfo: PageInfo;
};

export type ShortformEdge = {
  __typename?: 'ShortformEdge';
  cursor: Scalars['String']['output'];
  node: Shortform;
};

/** What a type uses: LINK url (and text), MEDIA imageId (and text), NOTE text, QUOTE text and attribution. */
export type ShortformInput = {
  attribution?: InputMaybe<Scalars['String']['input']>;
  imageId?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  type: ShortformType;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type ShortformType =
  | 'LINK'
  | 'MEDIA'
  | 'NOTE'
  | 'QUOTE';

/** A page written in Markdown in DATA_DIR/pages, or its built-in default. */
export type SitePage = {
  __typename?: 'SitePage';
  /** The first paragraph as plain text, for the meta description. */
  description: Scalars['String']['output'];
  /** The rest of the Markdown as HTML. Raw HTML in the source is shown as text, never as markup. */
  html: Scalars['String']['output'];
  name: SitePageName;
  /** The page's first heading. */
  title: Scalars['String']['output'];
};

/** The pages an operator writes: About, Help (and its writing guide) and Legal. */
export type SitePageName =
  | 'ABOUT'
  | 'HELP'
  | 'HOW_TO_WRITE'
  | 'LEGAL';

export type SocialProvider =
  | 'apple'
  | 'facebook'
  | 'google'
  | 'twitter';

export type StartCheckoutResult = BadRequest | CheckoutSession | NotFound | ServiceUnavailable;

/** A writer's or a publication's stats: its stories' figures summed. */
export type StatsOverview = {
  __typename?: 'StatsOverview';
  /** The last 90 days, oldest first. */
  dailyStats: Array<StatsPeriod>;
  /** The last 48 hours, oldest first. */
  hourlyStats: Array<StatsPeriod>;
  referrers: Array<ReferrerGroup>;
  /** The most recently published stories (up to 50). */
  stories: Array<StoryStatsRow>;
  totalStats: TotalStats;
};

/** One hour or one day (UTC) of a story's or a writer's counts. */
export type StatsPeriod = {
  __typename?: 'StatsPeriod';
  /** Seconds read by readers whose membership was active as they read. */
  memberReadingSeconds: Scalars['Int']['output'];
  reads: Scalars['Int']['output'];
  /** When the hour or day starts. */
  startsAt: Scalars['DateTime']['output'];
  views: Scalars['Int']['output'];
};

export type StatusForCollection =
  | 'APPROVED'
  | 'NOT_YET_SUBMITTED'
  | 'PENDING';

/** The tabs of /me/stories/{filterBy}. */
export type StoriesFilter =
  | 'DRAFTS'
  | 'PUBLIC'
  | 'UNLISTED';

export type StoryCounts = {
  __typename?: 'StoryCounts';
  drafts: Scalars['Int']['output'];
  public: Scalars['Int']['output'];
  unlisted: Scalars['Int']['output'];
};

/** One story's lifetime counts in an overview. */
export type StoryStatsRow = {
  __typename?: 'StoryStatsRow';
  memberReadingSeconds: Scalars['Int']['output'];
  post: Post;
  reads: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
};

export type Tag = {
  __typename?: 'Tag';
  displayTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** A tag's page: its public counts, latest stories (paged), top stories and related tags. */
export type TagPage = {
  __typename?: 'TagPage';
  displayTitle: Scalars['String']['output'];
  followerCount: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  latestStories: Array<Post>;
  page: Scalars['Int']['output'];
  postCount: Scalars['Int']['output'];
  relatedTags: Array<SearchTagHit>;
  slug: Scalars['String']['output'];
  /** The most clapped stories carrying the tag. */
  topStories: Array<Post>;
};

/** Where a publication's tagline is shown. */
export type TaglineTreatment =
  | 'HEADER'
  | 'SIDEBAR';

export type Token = {
  __typename?: 'Token';
  /** The auth URL carrying the token: where the browser goes next. */
  authUrl: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

export type TooManyRequests = {
  __typename?: 'TooManyRequests';
  message: Scalars['String']['output'];
};

export type Topic = {
  __typename?: 'Topic';
  description: Scalars['String']['output'];
  followerCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** An uploaded image's id, when the topic has one. */
  imageId?: Maybe<Scalars['String']['output']>;
  /** The viewer follows the topic (false when logged out). */
  isFollowing: Scalars['Boolean']['output'];
  /** Stories carrying any of the topic's tags, newest first. */
  latestStories: PostConnection;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** The tags the topic is curated from. */
  tagSlugs: Array<Scalars['String']['output']>;
  /** The most clapped of them. */
  topStories: Array<Post>;
  visibility: TopicVisibility;
};


export type TopicLatestStoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Topics, most recently followed first. */
export type TopicConnection = {
  __typename?: 'TopicConnection';
  edges: Array<TopicEdge>;
  pageInfo: PageInfo;
};

export type TopicEdge = {
  __typename?: 'TopicEdge';
  cursor: Scalars['String']['output'];
  node: Topic;
};

export type TopicVisibility =
  /** Listed on /topics, open to everyone. */
  | 'PUBLIC'
  /** Open to everyone by its address, not listed on /topics. */
  | 'SPECIAL'
  /** Staff only; anyone else is told it does not exist. */
  | 'STAFF';

/** Lifetime counts; followers gained counts the last 90 days (for a story: readers who then followed its author). */
export type TotalStats = {
  __typename?: 'TotalStats';
  claps: Scalars['Int']['output'];
  followersGained: Scalars['Int']['output'];
  memberReadingSeconds: Scalars['Int']['output'];
  /** Reads as a share of views, 0 to 1. */
  readRatio: Scalars['Float']['output'];
  reads: Scalars['Int']['output'];
  responses: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
};

/** Stories ranked by recent reads, claps and responses, older activity counting less. */
export type TrendingPage = {
  __typename?: 'TrendingPage';
  /** today, week, month or all-time. */
  mode: Scalars['String']['output'];
  stories: Array<Post>;
  /** The topic the ranking is limited to, when one is. */
  topic?: Maybe<Topic>;
};

export type Unauthorized = {
  __typename?: 'Unauthorized';
  message: Scalars['String']['output'];
};

export type UnavailableForLegalReasons = {
  __typename?: 'UnavailableForLegalReasons';
  message: Scalars['String']['output'];
};

export type UpdateCustomStyleSheetResult = BadRequest | Conflict | CustomStyleSheet | NotFound;

export type UpdateProfileResult = ProfileFieldError | User;

export type User = {
  __typename?: 'User';
  /** Publications this user created or edits; only the user themself sees them. */
  adminCollections: Array<Collection>;
  bio: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Their design, applied to their profile and stories; null until they save one. */
  customStyleSheet?: Maybe<CustomStyleSheet>;
  /** Only the user themself sees their address. */
  email?: Maybe<Scalars['String']['output']>;
  /** Topics the user follows (those the viewer may see), most recent first. */
  followedTopics: TopicConnection;
  followerCount: Scalars['Int']['output'];
  /** People who follow this user, newest first. */
  followers: UserConnection;
  /** People this user follows, newest first. */
  following: UserConnection;
  followingCount: Scalars['Int']['output'];
  /** False while a new account still has the provisional username it was given at sign-up (onboarding at /registration-form). */
  hasChosenUsername: Scalars['Boolean']['output'];
  /** Not a member now, but was one: offered to resume a membership. */
  hasPastMemberships: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imageId?: Maybe<Scalars['String']['output']>;
  /** The viewer blocked this user. */
  isBlocking: Scalars['Boolean']['output'];
  /** The viewer follows this user (false when logged out or for the viewer themself). */
  isFollowing: Scalars['Boolean']['output'];
  /** The viewer muted this user: their stories leave the viewer's lists. */
  isMuting: Scalars['Boolean']['output'];
  /** Takes part in the Partner Program (never for an account the program refuses). */
  isPartnerProgramEnrolled: Scalars['Boolean']['output'];
  /** Only the user themself and staff see it; null for anyone else. */
  isStaff?: Maybe<Scalars['Boolean']['output']>;
  isSuspended: Scalars['Boolean']['output'];
  /**
   * The user's public stories (responses left out), newest first. Empty for a
   * suspended account and for a viewer the user blocked.
   */
  latestStories: PostConnection;
  /** When the user became a paying member; null for non-members. */
  mediumMemberAt?: Maybe<Scalars['DateTime']['output']>;
  /** The membership shown in settings (active, else the last one); only its owner sees it. */
  membership?: Maybe<Membership>;
  /** Billing history, newest first; only its owner sees it. */
  membershipCharges?: Maybe<ChargeConnection>;
  /** Publications this user muted; only the user themself sees them (empty for anyone else). */
  mutedCollections: CollectionConnection;
  /** People this user muted; only the user themself sees them (empty for anyone else). */
  mutedUsers: UserConnection;
  name: Scalars['String']['output'];
  /** Stories the user clapped for, most recently clapped first (the has-recommended tab). */
  recommendedStories: PostConnection;
  /** The user's public responses, newest first. */
  responseStories: PostConnection;
  unverifiedEmail?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  /** Publications this user writes for (any role); only the user themself sees them. */
  writerCollections: Array<Collection>;
};


export type UserFollowedTopicsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserFollowersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserFollowingArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserLatestStoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserMembershipChargesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserMutedCollectionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserMutedUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserRecommendedStoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserResponseStoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** People, newest relation first. */
export type UserConnection = {
  __typename?: 'UserConnection';
  edges: Array<UserEdge>;
  pageInfo: PageInfo;
};

export type UserCreationRateLimited = {
  __typename?: 'UserCreationRateLimited';
  message: Scalars['String']['output'];
};

export type UserEdge = {
  __typename?: 'UserEdge';
  cursor: Scalars['String']['output'];
  node: User;
};

/** A reader's report of a user. */
export type UserReport = {
  __typename?: 'UserReport';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  reason: ReportReason;
  /** Who reported; staff only (null for anyone else). */
  reporter?: Maybe<User>;
  /** When staff reviewed the report; null while it is OPEN. */
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  status: ReportStatus;
  /**
   * The reported user's latest published stories, suspended and limited ones
   * included, for staff to act on (empty for anyone but staff).
   */
  targetRecentStories: Array<Post>;
  targetUser: User;
};


/** A reader's report of a user. */
export type UserReportTargetRecentStoriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Reports, newest first. */
export type UserReportConnection = {
  __typename?: 'UserReportConnection';
  edges: Array<UserReportEdge>;
  pageInfo: PageInfo;
};

export type UserReportEdge = {
  __typename?: 'UserReportEdge';
  cursor: Scalars['String']['output'];
  node: UserReport;
};

/**
 * A user looked up by @username (spec UserResult): NotFound for no such user,
 * AccountSuspended for a suspended account, Blocked when the user blocked the viewer.
 */
export type UserResult = AccountSuspended | Blocked | NotFound | User;

/** Whether the viewer could take this @username now. */
export type UsernameAvailability = {
  __typename?: 'UsernameAvailability';
  isAvailable: Scalars['Boolean']['output'];
  /** Why it cannot be taken; null when it can. */
  message?: Maybe<Scalars['String']['output']>;
  /** The username as it would be saved (trimmed, without a leading @). */
  username: Scalars['String']['output'];
};

export type VariantFlag = {
  __typename?: 'VariantFlag';
  name: Scalars['String']['output'];
  value: Scalars['FlagValue']['output'];
};

export type VerifyLoginCodeResult = BadRequest | NotFound | Token | TooManyRequests;

/** Readers who clapped for a story, most recent first. */
export type VoterConnection = {
  __typename?: 'VoterConnection';
  edges: Array<VoterEdge>;
  pageInfo: PageInfo;
};

export type VoterEdge = {
  __typename?: 'VoterEdge';
  /** How many times this reader clapped. */
  clapCount: Scalars['Int']['output'];
  cursor: Scalars['String']['output'];
  node: User;
};

export type WithheldInCountry = {
  __typename?: 'WithheldInCountry';
  message: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  ChooseUsernameResult:
    | ( BadRequest )
    | ( UserRow )
  ;
  CreateAccountResult:
    | ( AlreadyExists )
    | ( AlreadyExistsApple )
    | ( AlreadyExistsFacebook )
    | ( AlreadyExistsGoogle )
    | ( AlreadyExistsTwitter )
    | ( Forbidden )
    | ( Token )
    | ( UserCreationRateLimited )
  ;
  LinkPreviewResult:
    | ( BadRequest )
    | ( LinkPreview )
    | ( TooManyRequests )
  ;
  MembershipChangeResult:
    | ( BadRequest )
    | ( MembershipRow )
    | ( NotFound )
    | ( ServiceUnavailable )
  ;
  NoteResult:
    | ( NotFound )
    | ( Omit<Note, 'author' | 'post' | 'replies'> & { author: _RefType['User'], post?: Maybe<_RefType['Post']>, replies: Array<_RefType['NoteReply']> } )
  ;
  PartnerTaxResult:
    | ( BadRequest )
    | ( Forbidden )
    | ( PartnerEnrollmentRow )
    | ( TooManyRequests )
  ;
  PayCheckoutResult:
    | ( BadRequest )
    | ( CheckoutPaid )
    | ( NotFound )
    | ( PaymentMethodDeclined )
    | ( ServiceUnavailable )
  ;
  PaymentMethodResult:
    | ( BadRequest )
    | ( NotFound )
    | ( PaymentMethodDeclined )
    | ( PaymentMethodPortal )
    | ( Omit<PaymentMethodUpdated, 'membership'> & { membership: _RefType['Membership'] } )
    | ( ServiceUnavailable )
    | ( TooManyRequests )
    | ( Unauthorized )
  ;
  PostForEditingResult:
    | ( NotFound )
    | ( Omit<PostDraft, 'content' | 'post'> & { content: _RefType['PostContent'], post: _RefType['Post'] } )
  ;
  PostResult:
    | ( AccountDeleted )
    | ( AccountSuspended )
    | ( Blocked )
    | ( NotFound )
    | ( PostRow )
    | ( PostSuspended )
    | ( RemovedByUser )
    | ( Unauthorized )
    | ( UnavailableForLegalReasons )
    | ( WithheldInCountry )
  ;
  Publisher:
    | ( CollectionRow )
    | ( UserRow )
  ;
  SaveDraftResult:
    | ( BadRequest )
    | ( Conflict )
    | ( NotFound )
    | ( PostRow )
  ;
  SendAcctAuthEmailResult:
    | ( BadRequest )
    | ( FailedChallenge )
    | ( NotFound )
    | ( SendAcctAuthEmailSuccess )
  ;
  StartCheckoutResult:
    | ( BadRequest )
    | ( CheckoutSessionRow )
    | ( NotFound )
    | ( ServiceUnavailable )
  ;
  UpdateCustomStyleSheetResult:
    | ( BadRequest )
    | ( Conflict )
    | ( StyleSheetModel )
    | ( NotFound )
  ;
  UpdateProfileResult:
    | ( ProfileFieldError )
    | ( UserRow )
  ;
  UserResult:
    | ( AccountSuspended )
    | ( Blocked )
    | ( NotFound )
    | ( UserRow )
  ;
  VerifyLoginCodeResult:
    | ( BadRequest )
    | ( NotFound )
    | ( Token )
    | ( TooManyRequests )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountDeleted: ResolverTypeWrapper<AccountDeleted>;
  AccountSuspended: ResolverTypeWrapper<AccountSuspended>;
  AccountToken: ResolverTypeWrapper<AccountToken>;
  AlreadyExists: ResolverTypeWrapper<AlreadyExists>;
  AlreadyExistsApple: ResolverTypeWrapper<AlreadyExistsApple>;
  AlreadyExistsFacebook: ResolverTypeWrapper<AlreadyExistsFacebook>;
  AlreadyExistsGoogle: ResolverTypeWrapper<AlreadyExistsGoogle>;
  AlreadyExistsTwitter: ResolverTypeWrapper<AlreadyExistsTwitter>;
  ArchiveMonth: ResolverTypeWrapper<ArchiveMonth>;
  AuthConfig: ResolverTypeWrapper<AuthConfig>;
  AuthOperation: AuthOperation;
  BadRequest: ResolverTypeWrapper<BadRequest>;
  BillingSettings: ResolverTypeWrapper<BillingSettings>;
  Blocked: ResolverTypeWrapper<Blocked>;
  BodyTextSize: BodyTextSize;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CaptchaConfig: ResolverTypeWrapper<CaptchaConfig>;
  CardInput: CardInput;
  Charge: ResolverTypeWrapper<ChargeRow>;
  ChargeConnection: ResolverTypeWrapper<Omit<ChargeConnection, 'edges'> & { edges: Array<ResolversTypes['ChargeEdge']> }>;
  ChargeEdge: ResolverTypeWrapper<Omit<ChargeEdge, 'node'> & { node: ResolversTypes['Charge'] }>;
  CheckoutKind: CheckoutKind;
  CheckoutPaid: ResolverTypeWrapper<CheckoutPaid>;
  CheckoutSession: ResolverTypeWrapper<CheckoutSessionRow>;
  ChooseUsernameResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ChooseUsernameResult']>;
  ClapResult: ResolverTypeWrapper<Omit<ClapResult, 'post'> & { post: ResolversTypes['Post'] }>;
  Collection: ResolverTypeWrapper<CollectionRow>;
  CollectionConnection: ResolverTypeWrapper<Omit<CollectionConnection, 'edges'> & { edges: Array<ResolversTypes['CollectionEdge']> }>;
  CollectionEdge: ResolverTypeWrapper<Omit<CollectionEdge, 'node'> & { node: ResolversTypes['Collection'] }>;
  CollectionFontSet: CollectionFontSet;
  CollectionPermission: CollectionPermission;
  ColorPalette: ResolverTypeWrapper<ColorPalette>;
  ColorPaletteInput: ColorPaletteInput;
  ColorPoint: ResolverTypeWrapper<ColorPoint>;
  ColorSpectrum: ResolverTypeWrapper<ColorSpectrum>;
  Conflict: ResolverTypeWrapper<Conflict>;
  CreateAccountResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateAccountResult']>;
  CustomDomain: ResolverTypeWrapper<CustomDomainRow>;
  CustomDomainCheck: CustomDomainCheck;
  CustomDomainState: ResolverTypeWrapper<Omit<CustomDomainState, 'live' | 'pending'> & { live?: Maybe<ResolversTypes['CustomDomain']>, pending?: Maybe<ResolversTypes['CustomDomain']> }>;
  CustomDomainStatus: CustomDomainStatus;
  CustomStyleSheet: ResolverTypeWrapper<StyleSheetModel>;
  CustomStyleSheetInput: CustomStyleSheetInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FailedChallenge: ResolverTypeWrapper<FailedChallenge>;
  FeaturePage: ResolverTypeWrapper<FeaturePageRow>;
  FeaturePageConnection: ResolverTypeWrapper<Omit<FeaturePageConnection, 'edges'> & { edges: Array<ResolversTypes['FeaturePageEdge']> }>;
  FeaturePageEdge: ResolverTypeWrapper<Omit<FeaturePageEdge, 'node'> & { node: ResolversTypes['FeaturePage'] }>;
  FeaturePageInput: FeaturePageInput;
  FlagValue: ResolverTypeWrapper<Scalars['FlagValue']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FontSlot: FontSlot;
  FontStyle: ResolverTypeWrapper<FontStyle>;
  FontStyleInput: FontStyleInput;
  Forbidden: ResolverTypeWrapper<Forbidden>;
  GlobalFonts: ResolverTypeWrapper<GlobalFonts>;
  GlobalFontsInput: GlobalFontsInput;
  GlobalStyles: ResolverTypeWrapper<GlobalStyles>;
  GlobalStylesInput: GlobalStylesInput;
  HeaderScale: HeaderScale;
  HeaderStyles: ResolverTypeWrapper<HeaderStyles>;
  HeaderStylesInput: HeaderStylesInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IframeMetadata: ResolverTypeWrapper<IframeMetadata>;
  IframeMetadataInput: IframeMetadataInput;
  ImageMetadata: ResolverTypeWrapper<ImageMetadataModel>;
  ImageMetadataInput: ImageMetadataInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvitationState: InvitationState;
  License: License;
  LinkPreview: ResolverTypeWrapper<LinkPreview>;
  LinkPreviewResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LinkPreviewResult']>;
  Markup: ResolverTypeWrapper<Markup>;
  MarkupInput: MarkupInput;
  MarkupType: MarkupType;
  Membership: ResolverTypeWrapper<MembershipRow>;
  MembershipChangeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MembershipChangeResult']>;
  MembershipGift: ResolverTypeWrapper<MembershipGift>;
  MembershipPlan: MembershipPlan;
  MembershipPlanOffer: ResolverTypeWrapper<MembershipPlanOffer>;
  MeteringInfo: ResolverTypeWrapper<MeteringInfo>;
  MixtapeMetadata: ResolverTypeWrapper<MixtapeMetadata>;
  MixtapeMetadataInput: MixtapeMetadataInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NameTreatment: NameTreatment;
  NewPublicationInput: NewPublicationInput;
  Newsletter: ResolverTypeWrapper<NewsletterRow>;
  NewsletterInput: NewsletterInput;
  NewsletterType: NewsletterType;
  NotFound: ResolverTypeWrapper<NotFound>;
  Note: ResolverTypeWrapper<Omit<Note, 'author' | 'post' | 'replies'> & { author: ResolversTypes['User'], post?: Maybe<ResolversTypes['Post']>, replies: Array<ResolversTypes['NoteReply']> }>;
  NoteReply: ResolverTypeWrapper<Omit<NoteReply, 'author'> & { author: ResolversTypes['User'] }>;
  NoteResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['NoteResult']>;
  Notification: ResolverTypeWrapper<NotificationParent>;
  NotificationEmailGroup: NotificationEmailGroup;
  NotificationEmailSetting: ResolverTypeWrapper<NotificationEmailSetting>;
  NotificationNote: ResolverTypeWrapper<NotificationNote>;
  NotificationNoteReply: ResolverTypeWrapper<NotificationNoteReply>;
  NotificationPagingInfo: ResolverTypeWrapper<NotificationPagingInfo>;
  NotificationPagingNext: ResolverTypeWrapper<NotificationPagingNext>;
  NotificationPagingOptions: NotificationPagingOptions;
  NotificationQuote: ResolverTypeWrapper<NotificationQuote>;
  NotificationRollupItem: ResolverTypeWrapper<NotificationRollupItemParent>;
  NotificationStatus: ResolverTypeWrapper<NotificationStatus>;
  NotificationsConnection: ResolverTypeWrapper<Omit<NotificationsConnection, 'notifications'> & { notifications: Array<ResolversTypes['Notification']> }>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Paragraph: ResolverTypeWrapper<ParagraphModel>;
  ParagraphInput: ParagraphInput;
  ParagraphType: ParagraphType;
  PartnerEnrollment: ResolverTypeWrapper<PartnerEnrollmentRow>;
  PartnerMonthEarnings: ResolverTypeWrapper<Omit<PartnerMonthEarnings, 'payout' | 'stories'> & { payout?: Maybe<ResolversTypes['PartnerPayout']>, stories: Array<ResolversTypes['PartnerStoryEarnings']> }>;
  PartnerPayout: ResolverTypeWrapper<PartnerPayoutRow>;
  PartnerPayoutStatus: PartnerPayoutStatus;
  PartnerProgram: ResolverTypeWrapper<Omit<PartnerProgram, 'earnings' | 'enrollment' | 'statement'> & { earnings?: Maybe<Array<ResolversTypes['PartnerMonthEarnings']>>, enrollment?: Maybe<ResolversTypes['PartnerEnrollment']>, statement?: Maybe<ResolversTypes['PartnerMonthEarnings']> }>;
  PartnerProgramStatus: PartnerProgramStatus;
  PartnerStoryEarnings: ResolverTypeWrapper<Omit<PartnerStoryEarnings, 'post'> & { post: ResolversTypes['Post'] }>;
  PartnerTaxInput: PartnerTaxInput;
  PartnerTaxResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PartnerTaxResult']>;
  PartnerTaxStatus: PartnerTaxStatus;
  PayCheckoutResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PayCheckoutResult']>;
  PaymentMethodDeclined: ResolverTypeWrapper<PaymentMethodDeclined>;
  PaymentMethodPortal: ResolverTypeWrapper<PaymentMethodPortal>;
  PaymentMethodResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PaymentMethodResult']>;
  PaymentMethodUpdated: ResolverTypeWrapper<Omit<PaymentMethodUpdated, 'membership'> & { membership: ResolversTypes['Membership'] }>;
  Post: ResolverTypeWrapper<PostRow>;
  PostBodyStyles: ResolverTypeWrapper<PostBodyStyles>;
  PostBodyStylesInput: PostBodyStylesInput;
  PostConnection: ResolverTypeWrapper<Omit<PostConnection, 'edges'> & { edges: Array<ResolversTypes['PostEdge']> }>;
  PostContent: ResolverTypeWrapper<ServedPostContent>;
  PostContentInput: PostContentInput;
  PostDraft: ResolverTypeWrapper<Omit<PostDraft, 'content' | 'post'> & { content: ResolversTypes['PostContent'], post: ResolversTypes['Post'] }>;
  PostEdge: ResolverTypeWrapper<Omit<PostEdge, 'node'> & { node: ResolversTypes['Post'] }>;
  PostForEditingResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PostForEditingResult']>;
  PostHeaderStyles: ResolverTypeWrapper<PostHeaderStyles>;
  PostHeaderStylesInput: PostHeaderStylesInput;
  PostPreview: ResolverTypeWrapper<Omit<PostPreview, 'post'> & { post: ResolversTypes['Post'] }>;
  PostResponses: ResolverTypeWrapper<Omit<PostResponses, 'responsesConnection'> & { responsesConnection: ResolversTypes['ResponsesConnection'] }>;
  PostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PostResult']>;
  PostSettingsInput: PostSettingsInput;
  PostStatus: PostStatus;
  PostSuspended: ResolverTypeWrapper<PostSuspended>;
  PostVisibility: PostVisibility;
  ProfileField: ProfileField;
  ProfileFieldError: ResolverTypeWrapper<ProfileFieldError>;
  PublicationAuroraInput: PublicationAuroraInput;
  PublicationImage: ResolverTypeWrapper<PublicationImage>;
  PublicationInvitation: ResolverTypeWrapper<CollectionInvitationRow>;
  PublicationMember: ResolverTypeWrapper<Omit<PublicationMember, 'user'> & { user: ResolversTypes['User'] }>;
  PublicationNavItem: ResolverTypeWrapper<PublicationNavItem>;
  PublicationNavItemInput: PublicationNavItemInput;
  PublicationNavItemType: PublicationNavItemType;
  PublicationRole: PublicationRole;
  PublicationSettingsInput: PublicationSettingsInput;
  PublishPostInput: PublishPostInput;
  Publisher: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['Publisher']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<Omit<Quote, 'post' | 'user'> & { post?: Maybe<ResolversTypes['Post']>, user?: Maybe<ResolversTypes['User']> }>;
  QuoteConnection: ResolverTypeWrapper<Omit<QuoteConnection, 'edges'> & { edges: Array<ResolversTypes['QuoteEdge']> }>;
  QuoteEdge: ResolverTypeWrapper<Omit<QuoteEdge, 'node'> & { node: ResolversTypes['Quote'] }>;
  QuoteParagraph: ResolverTypeWrapper<QuoteParagraph>;
  ReadingHistoryConnection: ResolverTypeWrapper<Omit<ReadingHistoryConnection, 'edges'> & { edges: Array<ResolversTypes['ReadingHistoryEdge']> }>;
  ReadingHistoryEdge: ResolverTypeWrapper<Omit<ReadingHistoryEdge, 'node'> & { node: ResolversTypes['Post'] }>;
  ReadingListFilter: ReadingListFilter;
  ReadingListResult: ResolverTypeWrapper<Omit<ReadingListResult, 'postPreviews'> & { postPreviews: Array<ResolversTypes['PostPreview']> }>;
  ReadingListState: ReadingListState;
  ReferrerGroup: ResolverTypeWrapper<ReferrerGroup>;
  ReferrerSource: ResolverTypeWrapper<ReferrerSource>;
  ReferrerType: ReferrerType;
  RemovedByUser: ResolverTypeWrapper<RemovedByUser>;
  ReportReason: ReportReason;
  ReportStatus: ReportStatus;
  ReportUserResult: ResolverTypeWrapper<Omit<ReportUserResult, 'report' | 'user'> & { report: ResolversTypes['UserReport'], user: ResolversTypes['User'] }>;
  ResponseItem: ResolverTypeWrapper<Omit<ResponseItem, 'post'> & { post: ResolversTypes['Post'] }>;
  ResponseItemType: ResponseItemType;
  ResponsesConnection: ResolverTypeWrapper<Omit<ResponsesConnection, 'items'> & { items: Array<ResolversTypes['ResponseItem']> }>;
  ResponsesPagingInfo: ResolverTypeWrapper<ResponsesPagingInfo>;
  ResponsesPagingNext: ResolverTypeWrapper<ResponsesPagingNext>;
  Role: Role;
  SaveDraftResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveDraftResult']>;
  SaveTopicInput: SaveTopicInput;
  SearchResults: ResolverTypeWrapper<Omit<SearchResults, 'people' | 'publications' | 'scopedTo' | 'scopedToPublication' | 'stories'> & { people: Array<ResolversTypes['User']>, publications: Array<ResolversTypes['Collection']>, scopedTo?: Maybe<ResolversTypes['User']>, scopedToPublication?: Maybe<ResolversTypes['Collection']>, stories: Array<ResolversTypes['Post']> }>;
  SearchTab: SearchTab;
  SearchTagHit: ResolverTypeWrapper<SearchTagHit>;
  SendAcctAuthEmailResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SendAcctAuthEmailResult']>;
  SendAcctAuthEmailSuccess: ResolverTypeWrapper<SendAcctAuthEmailSuccess>;
  ServiceUnavailable: ResolverTypeWrapper<ServiceUnavailable>;
  Shortform: ResolverTypeWrapper<ShortformRow>;
  ShortformConnection: ResolverTypeWrapper<Omit<ShortformConnection, 'edges'> & { edges: Array<ResolversTypes['ShortformEdge']> }>;
  ShortformEdge: ResolverTypeWrapper<Omit<ShortformEdge, 'node'> & { node: ResolversTypes['Shortform'] }>;
  ShortformInput: ShortformInput;
  ShortformType: ShortformType;
  SitePage: ResolverTypeWrapper<SitePage>;
  SitePageName: SitePageName;
  SocialProvider: SocialProvider;
  StartCheckoutResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StartCheckoutResult']>;
  StatsOverview: ResolverTypeWrapper<StatsOverviewParent>;
  StatsPeriod: ResolverTypeWrapper<StatsPeriod>;
  StatusForCollection: StatusForCollection;
  StoriesFilter: StoriesFilter;
  StoryCounts: ResolverTypeWrapper<StoryCounts>;
  StoryStatsRow: ResolverTypeWrapper<Omit<StoryStatsRow, 'post'> & { post: ResolversTypes['Post'] }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Tag: ResolverTypeWrapper<TagRow>;
  TagPage: ResolverTypeWrapper<Omit<TagPage, 'latestStories' | 'topStories'> & { latestStories: Array<ResolversTypes['Post']>, topStories: Array<ResolversTypes['Post']> }>;
  TaglineTreatment: TaglineTreatment;
  Token: ResolverTypeWrapper<Token>;
  TooManyRequests: ResolverTypeWrapper<TooManyRequests>;
  Topic: ResolverTypeWrapper<TopicRow>;
  TopicConnection: ResolverTypeWrapper<Omit<TopicConnection, 'edges'> & { edges: Array<ResolversTypes['TopicEdge']> }>;
  TopicEdge: ResolverTypeWrapper<Omit<TopicEdge, 'node'> & { node: ResolversTypes['Topic'] }>;
  TopicVisibility: TopicVisibility;
  TotalStats: ResolverTypeWrapper<TotalStats>;
  TrendingPage: ResolverTypeWrapper<Omit<TrendingPage, 'stories' | 'topic'> & { stories: Array<ResolversTypes['Post']>, topic?: Maybe<ResolversTypes['Topic']> }>;
  Unauthorized: ResolverTypeWrapper<Unauthorized>;
  UnavailableForLegalReasons: ResolverTypeWrapper<UnavailableForLegalReasons>;
  UpdateCustomStyleSheetResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateCustomStyleSheetResult']>;
  UpdateProfileResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateProfileResult']>;
  User: ResolverTypeWrapper<UserRow>;
  UserConnection: ResolverTypeWrapper<Omit<UserConnection, 'edges'> & { edges: Array<ResolversTypes['UserEdge']> }>;
  UserCreationRateLimited: ResolverTypeWrapper<UserCreationRateLimited>;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node: ResolversTypes['User'] }>;
  UserReport: ResolverTypeWrapper<UserReportRow>;
  UserReportConnection: ResolverTypeWrapper<Omit<UserReportConnection, 'edges'> & { edges: Array<ResolversTypes['UserReportEdge']> }>;
  UserReportEdge: ResolverTypeWrapper<Omit<UserReportEdge, 'node'> & { node: ResolversTypes['UserReport'] }>;
  UserResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UserResult']>;
  UsernameAvailability: ResolverTypeWrapper<UsernameAvailability>;
  VariantFlag: ResolverTypeWrapper<VariantFlag>;
  VerifyLoginCodeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VerifyLoginCodeResult']>;
  VoterConnection: ResolverTypeWrapper<Omit<VoterConnection, 'edges'> & { edges: Array<ResolversTypes['VoterEdge']> }>;
  VoterEdge: ResolverTypeWrapper<Omit<VoterEdge, 'node'> & { node: ResolversTypes['User'] }>;
  WithheldInCountry: ResolverTypeWrapper<WithheldInCountry>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountDeleted: AccountDeleted;
  AccountSuspended: AccountSuspended;
  AccountToken: AccountToken;
  AlreadyExists: AlreadyExists;
  AlreadyExistsApple: AlreadyExistsApple;
  AlreadyExistsFacebook: AlreadyExistsFacebook;
  AlreadyExistsGoogle: AlreadyExistsGoogle;
  AlreadyExistsTwitter: AlreadyExistsTwitter;
  ArchiveMonth: ArchiveMonth;
  AuthConfig: AuthConfig;
  BadRequest: BadRequest;
  BillingSettings: BillingSettings;
  Blocked: Blocked;
  Boolean: Scalars['Boolean']['output'];
  CaptchaConfig: CaptchaConfig;
  CardInput: CardInput;
  Charge: ChargeRow;
  ChargeConnection: Omit<ChargeConnection, 'edges'> & { edges: Array<ResolversParentTypes['ChargeEdge']> };
  ChargeEdge: Omit<ChargeEdge, 'node'> & { node: ResolversParentTypes['Charge'] };
  CheckoutPaid: CheckoutPaid;
  CheckoutSession: CheckoutSessionRow;
  ChooseUsernameResult: ResolversUnionTypes<ResolversParentTypes>['ChooseUsernameResult'];
  ClapResult: Omit<ClapResult, 'post'> & { post: ResolversParentTypes['Post'] };
  Collection: CollectionRow;
  CollectionConnection: Omit<CollectionConnection, 'edges'> & { edges: Array<ResolversParentTypes['CollectionEdge']> };
  CollectionEdge: Omit<CollectionEdge, 'node'> & { node: ResolversParentTypes['Collection'] };
  ColorPalette: ColorPalette;
  ColorPaletteInput: ColorPaletteInput;
  ColorPoint: ColorPoint;
  ColorSpectrum: ColorSpectrum;
  Conflict: Conflict;
  CreateAccountResult: ResolversUnionTypes<ResolversParentTypes>['CreateAccountResult'];
  CustomDomain: CustomDomainRow;
  CustomDomainState: Omit<CustomDomainState, 'live' | 'pending'> & { live?: Maybe<ResolversParentTypes['CustomDomain']>, pending?: Maybe<ResolversParentTypes['CustomDomain']> };
  CustomStyleSheet: StyleSheetModel;
  CustomStyleSheetInput: CustomStyleSheetInput;
  DateTime: Scalars['DateTime']['output'];
  FailedChallenge: FailedChallenge;
  FeaturePage: FeaturePageRow;
  FeaturePageConnection: Omit<FeaturePageConnection, 'edges'> & { edges: Array<ResolversParentTypes['FeaturePageEdge']> };
  FeaturePageEdge: Omit<FeaturePageEdge, 'node'> & { node: ResolversParentTypes['FeaturePage'] };
  FeaturePageInput: FeaturePageInput;
  FlagValue: Scalars['FlagValue']['output'];
  Float: Scalars['Float']['output'];
  FontStyle: FontStyle;
  FontStyleInput: FontStyleInput;
  Forbidden: Forbidden;
  GlobalFonts: GlobalFonts;
  GlobalFontsInput: GlobalFontsInput;
  GlobalStyles: GlobalStyles;
  GlobalStylesInput: GlobalStylesInput;
  HeaderStyles: HeaderStyles;
  HeaderStylesInput: HeaderStylesInput;
  ID: Scalars['ID']['output'];
  IframeMetadata: IframeMetadata;
  IframeMetadataInput: IframeMetadataInput;
  ImageMetadata: ImageMetadataModel;
  ImageMetadataInput: ImageMetadataInput;
  Int: Scalars['Int']['output'];
  LinkPreview: LinkPreview;
  LinkPreviewResult: ResolversUnionTypes<ResolversParentTypes>['LinkPreviewResult'];
  Markup: Markup;
  MarkupInput: MarkupInput;
  Membership: MembershipRow;
  MembershipChangeResult: ResolversUnionTypes<ResolversParentTypes>['MembershipChangeResult'];
  MembershipGift: MembershipGift;
  MembershipPlanOffer: MembershipPlanOffer;
  MeteringInfo: MeteringInfo;
  MixtapeMetadata: MixtapeMetadata;
  MixtapeMetadataInput: MixtapeMetadataInput;
  Mutation: Record<PropertyKey, never>;
  NewPublicationInput: NewPublicationInput;
  Newsletter: NewsletterRow;
  NewsletterInput: NewsletterInput;
  NotFound: NotFound;
  Note: Omit<Note, 'author' | 'post' | 'replies'> & { author: ResolversParentTypes['User'], post?: Maybe<ResolversParentTypes['Post']>, replies: Array<ResolversParentTypes['NoteReply']> };
  NoteReply: Omit<NoteReply, 'author'> & { author: ResolversParentTypes['User'] };
  NoteResult: ResolversUnionTypes<ResolversParentTypes>['NoteResult'];
  Notification: NotificationParent;
  NotificationEmailSetting: NotificationEmailSetting;
  NotificationNote: NotificationNote;
  NotificationNoteReply: NotificationNoteReply;
  NotificationPagingInfo: NotificationPagingInfo;
  NotificationPagingNext: NotificationPagingNext;
  NotificationPagingOptions: NotificationPagingOptions;
  NotificationQuote: NotificationQuote;
  NotificationRollupItem: NotificationRollupItemParent;
  NotificationStatus: NotificationStatus;
  NotificationsConnection: Omit<NotificationsConnection, 'notifications'> & { notifications: Array<ResolversParentTypes['Notification']> };
  PageInfo: PageInfo;
  Paragraph: ParagraphModel;
  ParagraphInput: ParagraphInput;
  PartnerEnrollment: PartnerEnrollmentRow;
  PartnerMonthEarnings: Omit<PartnerMonthEarnings, 'payout' | 'stories'> & { payout?: Maybe<ResolversParentTypes['PartnerPayout']>, stories: Array<ResolversParentTypes['PartnerStoryEarnings']> };
  PartnerPayout: PartnerPayoutRow;
  PartnerProgram: Omit<PartnerProgram, 'earnings' | 'enrollment' | 'statement'> & { earnings?: Maybe<Array<ResolversParentTypes['PartnerMonthEarnings']>>, enrollment?: Maybe<ResolversParentTypes['PartnerEnrollment']>, statement?: Maybe<ResolversParentTypes['PartnerMonthEarnings']> };
  PartnerStoryEarnings: Omit<PartnerStoryEarnings, 'post'> & { post: ResolversParentTypes['Post'] };
  PartnerTaxInput: PartnerTaxInput;
  PartnerTaxResult: ResolversUnionTypes<ResolversParentTypes>['PartnerTaxResult'];
  PayCheckoutResult: ResolversUnionTypes<ResolversParentTypes>['PayCheckoutResult'];
  PaymentMethodDeclined: PaymentMethodDeclined;
  PaymentMethodPortal: PaymentMethodPortal;
  PaymentMethodResult: ResolversUnionTypes<ResolversParentTypes>['PaymentMethodResult'];
  PaymentMethodUpdated: Omit<PaymentMethodUpdated, 'membership'> & { membership: ResolversParentTypes['Membership'] };
  Post: PostRow;
  PostBodyStyles: PostBodyStyles;
  PostBodyStylesInput: PostBodyStylesInput;
  PostConnection: Omit<PostConnection, 'edges'> & { edges: Array<ResolversParentTypes['PostEdge']> };
  PostContent: ServedPostContent;
  PostContentInput: PostContentInput;
  PostDraft: Omit<PostDraft, 'content' | 'post'> & { content: ResolversParentTypes['PostContent'], post: ResolversParentTypes['Post'] };
  PostEdge: Omit<PostEdge, 'node'> & { node: ResolversParentTypes['Post'] };
  PostForEditingResult: ResolversUnionTypes<ResolversParentTypes>['PostForEditingResult'];
  PostHeaderStyles: PostHeaderStyles;
  PostHeaderStylesInput: PostHeaderStylesInput;
  PostPreview: Omit<PostPreview, 'post'> & { post: ResolversParentTypes['Post'] };
  PostResponses: Omit<PostResponses, 'responsesConnection'> & { responsesConnection: ResolversParentTypes['ResponsesConnection'] };
  PostResult: ResolversUnionTypes<ResolversParentTypes>['PostResult'];
  PostSettingsInput: PostSettingsInput;
  PostSuspended: PostSuspended;
  ProfileFieldError: ProfileFieldError;
  PublicationAuroraInput: PublicationAuroraInput;
  PublicationImage: PublicationImage;
  PublicationInvitation: CollectionInvitationRow;
  PublicationMember: Omit<PublicationMember, 'user'> & { user: ResolversParentTypes['User'] };
  PublicationNavItem: PublicationNavItem;
  PublicationNavItemInput: PublicationNavItemInput;
  PublicationSettingsInput: PublicationSettingsInput;
  PublishPostInput: PublishPostInput;
  Publisher: ResolversUnionTypes<ResolversParentTypes>['Publisher'];
  Query: Record<PropertyKey, never>;
  Quote: Omit<Quote, 'post' | 'user'> & { post?: Maybe<ResolversParentTypes['Post']>, user?: Maybe<ResolversParentTypes['User']> };
  QuoteConnection: Omit<QuoteConnection, 'edges'> & { edges: Array<ResolversParentTypes['QuoteEdge']> };
  QuoteEdge: Omit<QuoteEdge, 'node'> & { node: ResolversParentTypes['Quote'] };
  QuoteParagraph: QuoteParagraph;
  ReadingHistoryConnection: Omit<ReadingHistoryConnection, 'edges'> & { edges: Array<ResolversParentTypes['ReadingHistoryEdge']> };
  ReadingHistoryEdge: Omit<ReadingHistoryEdge, 'node'> & { node: ResolversParentTypes['Post'] };
  ReadingListResult: Omit<ReadingListResult, 'postPreviews'> & { postPreviews: Array<ResolversParentTypes['PostPreview']> };
  ReferrerGroup: ReferrerGroup;
  ReferrerSource: ReferrerSource;
  RemovedByUser: RemovedByUser;
  ReportUserResult: Omit<ReportUserResult, 'report' | 'user'> & { report: ResolversParentTypes['UserReport'], user: ResolversParentTypes['User'] };
  ResponseItem: Omit<ResponseItem, 'post'> & { post: ResolversParentTypes['Post'] };
  ResponsesConnection: Omit<ResponsesConnection, 'items'> & { items: Array<ResolversParentTypes['ResponseItem']> };
  ResponsesPagingInfo: ResponsesPagingInfo;
  ResponsesPagingNext: ResponsesPagingNext;
  SaveDraftResult: ResolversUnionTypes<ResolversParentTypes>['SaveDraftResult'];
  SaveTopicInput: SaveTopicInput;
  SearchResults: Omit<SearchResults, 'people' | 'publications' | 'scopedTo' | 'scopedToPublication' | 'stories'> & { people: Array<ResolversParentTypes['User']>, publications: Array<ResolversParentTypes['Collection']>, scopedTo?: Maybe<ResolversParentTypes['User']>, scopedToPublication?: Maybe<ResolversParentTypes['Collection']>, stories: Array<ResolversParentTypes['Post']> };
  SearchTagHit: SearchTagHit;
  SendAcctAuthEmailResult: ResolversUnionTypes<ResolversParentTypes>['SendAcctAuthEmailResult'];
  SendAcctAuthEmailSuccess: SendAcctAuthEmailSuccess;
  ServiceUnavailable: ServiceUnavailable;
  Shortform: ShortformRow;
  ShortformConnection: Omit<ShortformConnection, 'edges'> & { edges: Array<ResolversParentTypes['ShortformEdge']> };
  ShortformEdge: Omit<ShortformEdge, 'node'> & { node: ResolversParentTypes['Shortform'] };
  ShortformInput: ShortformInput;
  SitePage: SitePage;
  StartCheckoutResult: ResolversUnionTypes<ResolversParentTypes>['StartCheckoutResult'];
  StatsOverview: StatsOverviewParent;
  StatsPeriod: StatsPeriod;
  StoryCounts: StoryCounts;
  StoryStatsRow: Omit<StoryStatsRow, 'post'> & { post: ResolversParentTypes['Post'] };
  String: Scalars['String']['output'];
  Tag: TagRow;
  TagPage: Omit<TagPage, 'latestStories' | 'topStories'> & { latestStories: Array<ResolversParentTypes['Post']>, topStories: Array<ResolversParentTypes['Post']> };
  Token: Token;
  TooManyRequests: TooManyRequests;
  Topic: TopicRow;
  TopicConnection: Omit<TopicConnection, 'edges'> & { edges: Array<ResolversParentTypes['TopicEdge']> };
  TopicEdge: Omit<TopicEdge, 'node'> & { node: ResolversParentTypes['Topic'] };
  TotalStats: TotalStats;
  TrendingPage: Omit<TrendingPage, 'stories' | 'topic'> & { stories: Array<ResolversParentTypes['Post']>, topic?: Maybe<ResolversParentTypes['Topic']> };
  Unauthorized: Unauthorized;
  UnavailableForLegalReasons: UnavailableForLegalReasons;
  UpdateCustomStyleSheetResult: ResolversUnionTypes<ResolversParentTypes>['UpdateCustomStyleSheetResult'];
  UpdateProfileResult: ResolversUnionTypes<ResolversParentTypes>['UpdateProfileResult'];
  User: UserRow;
  UserConnection: Omit<UserConnection, 'edges'> & { edges: Array<ResolversParentTypes['UserEdge']> };
  UserCreationRateLimited: UserCreationRateLimited;
  UserEdge: Omit<UserEdge, 'node'> & { node: ResolversParentTypes['User'] };
  UserReport: UserReportRow;
  UserReportConnection: Omit<UserReportConnection, 'edges'> & { edges: Array<ResolversParentTypes['UserReportEdge']> };
  UserReportEdge: Omit<UserReportEdge, 'node'> & { node: ResolversParentTypes['UserReport'] };
  UserResult: ResolversUnionTypes<ResolversParentTypes>['UserResult'];
  UsernameAvailability: UsernameAvailability;
  VariantFlag: VariantFlag;
  VerifyLoginCodeResult: ResolversUnionTypes<ResolversParentTypes>['VerifyLoginCodeResult'];
  VoterConnection: Omit<VoterConnection, 'edges'> & { edges: Array<ResolversParentTypes['VoterEdge']> };
  VoterEdge: Omit<VoterEdge, 'node'> & { node: ResolversParentTypes['User'] };
  WithheldInCountry: WithheldInCountry;
};

export type AuthDirectiveArgs = {
  requires?: Maybe<Role>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountDeletedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountDeleted'] = ResolversParentTypes['AccountDeleted']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccountSuspendedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountSuspended'] = ResolversParentTypes['AccountSuspended']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccountTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountToken'] = ResolversParentTypes['AccountToken']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AlreadyExistsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlreadyExists'] = ResolversParentTypes['AlreadyExists']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AlreadyExistsAppleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlreadyExistsApple'] = ResolversParentTypes['AlreadyExistsApple']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AlreadyExistsFacebookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlreadyExistsFacebook'] = ResolversParentTypes['AlreadyExistsFacebook']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AlreadyExistsGoogleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlreadyExistsGoogle'] = ResolversParentTypes['AlreadyExistsGoogle']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AlreadyExistsTwitterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlreadyExistsTwitter'] = ResolversParentTypes['AlreadyExistsTwitter']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ArchiveMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArchiveMonth'] = ResolversParentTypes['ArchiveMonth']> = {
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthConfig'] = ResolversParentTypes['AuthConfig']> = {
  appStoreUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authDomain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  captcha?: Resolver<ResolversTypes['CaptchaConfig'], ParentType, ContextType>;
  googleClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playStoreUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  socialProviders?: Resolver<Array<ResolversTypes['SocialProvider']>, ParentType, ContextType>;
};

export type BadRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BadRequest'] = ResolversParentTypes['BadRequest']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BillingSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingSettings'] = ResolversParentTypes['BillingSettings']> = {
  plans?: Resolver<Array<ResolversTypes['MembershipPlanOffer']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  testMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BlockedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Blocked'] = ResolversParentTypes['Blocked']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CaptchaConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CaptchaConfig'] = ResolversParentTypes['CaptchaConfig']> = {
  challengeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scriptUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChargeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Charge'] = ResolversParentTypes['Charge']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cardBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membership?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  periodStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChargeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChargeConnection'] = ResolversParentTypes['ChargeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ChargeEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ChargeEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChargeEdge'] = ResolversParentTypes['ChargeEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Charge'], ParentType, ContextType>;
};

export type CheckoutPaidResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutPaid'] = ResolversParentTypes['CheckoutPaid']> = {
  redirectTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckoutSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutSession'] = ResolversParentTypes['CheckoutSession']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CheckoutKind'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['MembershipPlan'], ParentType, ContextType>;
  recipientEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChooseUsernameResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChooseUsernameResult'] = ResolversParentTypes['ChooseUsernameResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'User', ParentType, ContextType>;
};

export type ClapResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClapResult'] = ResolversParentTypes['ClapResult']> = {
  acceptedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  viewerClapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CollectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Collection'] = ResolversParentTypes['Collection']> = {
  archiveMonths?: Resolver<Array<ResolversTypes['ArchiveMonth']>, ParentType, ContextType>;
  archiveStories?: Resolver<Maybe<ResolversTypes['PostConnection']>, ParentType, ContextType, RequireFields<CollectionArchiveStoriesArgs, 'first'>>;
  avatar?: Resolver<Maybe<ResolversTypes['PublicationImage']>, ParentType, ContextType>;
  avatarImageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  colorPalette?: Resolver<Maybe<ResolversTypes['ColorPalette']>, ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  customDomainState?: Resolver<Maybe<ResolversTypes['CustomDomainState']>, ParentType, ContextType>;
  customStyleSheet?: Resolver<Maybe<ResolversTypes['CustomStyleSheet']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editors?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  favicon?: Resolver<Maybe<ResolversTypes['PublicationImage']>, ParentType, ContextType>;
  faviconImageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  featurePage?: Resolver<Maybe<ResolversTypes['FeaturePage']>, ParentType, ContextType, RequireFields<CollectionFeaturePageArgs, 'slug'>>;
  featurePages?: Resolver<ResolversTypes['FeaturePageConnection'], ParentType, ContextType, RequireFields<CollectionFeaturePagesArgs, 'first'>>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<CollectionFollowersArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['PublicationInvitation']>, ParentType, ContextType>;
  isAuroraEligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAuroraVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEnrolledInHightower?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPartnerProgramEnrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestStories?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<CollectionLatestStoriesArgs, 'first'>>;
  members?: Resolver<Array<ResolversTypes['PublicationMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  navItems?: Resolver<Array<ResolversTypes['PublicationNavItem']>, ParentType, ContextType>;
  newsletterV3?: Resolver<Maybe<ResolversTypes['Newsletter']>, ParentType, ContextType>;
  pendingSubmissionCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['CollectionPermission']>, ParentType, ContextType>;
  pinnedStories?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  posts?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<CollectionPostsArgs, 'first'>>;
  publishedStoryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortforms?: Resolver<ResolversTypes['ShortformConnection'], ParentType, ContextType, RequireFields<CollectionShortformsArgs, 'first'>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stats?: Resolver<Maybe<ResolversTypes['StatsOverview']>, ParentType, ContextType>;
  submissions?: Resolver<Maybe<ResolversTypes['PostConnection']>, ParentType, ContextType, RequireFields<CollectionSubmissionsArgs, 'first'>>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<CollectionTagsArgs, 'first'>>;
  viewerCanWriteShortform?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerIsEditor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerIsFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerIsMuting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerRole?: Resolver<Maybe<ResolversTypes['PublicationRole']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CollectionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionConnection'] = ResolversParentTypes['CollectionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CollectionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CollectionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionEdge'] = ResolversParentTypes['CollectionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
};

export type ColorPaletteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColorPalette'] = ResolversParentTypes['ColorPalette']> = {
  backgroundColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultBackgroundSpectrum?: Resolver<ResolversTypes['ColorSpectrum'], ParentType, ContextType>;
  highlightSpectrum?: Resolver<ResolversTypes['ColorSpectrum'], ParentType, ContextType>;
  primaryColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tintBackgroundSpectrum?: Resolver<ResolversTypes['ColorSpectrum'], ParentType, ContextType>;
};

export type ColorPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColorPoint'] = ResolversParentTypes['ColorPoint']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  point?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ColorSpectrumResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColorSpectrum'] = ResolversParentTypes['ColorSpectrum']> = {
  backgroundColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colorPoints?: Resolver<Array<ResolversTypes['ColorPoint']>, ParentType, ContextType>;
};

export type ConflictResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Conflict'] = ResolversParentTypes['Conflict']> = {
  currentVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreateAccountResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateAccountResult'] = ResolversParentTypes['CreateAccountResult']> = {
  __resolveType: TypeResolveFn<'AlreadyExists' | 'AlreadyExistsApple' | 'AlreadyExistsFacebook' | 'AlreadyExistsGoogle' | 'AlreadyExistsTwitter' | 'Forbidden' | 'Token' | 'UserCreationRateLimited', ParentType, ContextType>;
};

export type CustomDomainResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomDomain'] = ResolversParentTypes['CustomDomain']> = {
  activatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dnsRecordName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  httpChallengeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CustomDomainStatus'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verificationToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type CustomDomainStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomDomainState'] = ResolversParentTypes['CustomDomainState']> = {
  live?: Resolver<Maybe<ResolversTypes['CustomDomain']>, ParentType, ContextType>;
  pending?: Resolver<Maybe<ResolversTypes['CustomDomain']>, ParentType, ContextType>;
};

export type CustomStyleSheetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomStyleSheet'] = ResolversParentTypes['CustomStyleSheet']> = {
  global?: Resolver<ResolversTypes['GlobalStyles'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['HeaderStyles'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postBody?: Resolver<ResolversTypes['PostBodyStyles'], ParentType, ContextType>;
  postHeader?: Resolver<ResolversTypes['PostHeaderStyles'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FailedChallengeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FailedChallenge'] = ResolversParentTypes['FailedChallenge']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FeaturePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeaturePage'] = ResolversParentTypes['FeaturePage']> = {
  collection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  storyIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FeaturePageConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeaturePageConnection'] = ResolversParentTypes['FeaturePageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['FeaturePageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type FeaturePageEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeaturePageEdge'] = ResolversParentTypes['FeaturePageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['FeaturePage'], ParentType, ContextType>;
};

export interface FlagValueScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['FlagValue'], any> {
  name: 'FlagValue';
}

export type FontStyleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FontStyle'] = ResolversParentTypes['FontStyle']> = {
  name?: Resolver<ResolversTypes['CollectionFontSet'], ParentType, ContextType>;
};

export type ForbiddenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Forbidden'] = ResolversParentTypes['Forbidden']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GlobalFontsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalFonts'] = ResolversParentTypes['GlobalFonts']> = {
  font1?: Resolver<ResolversTypes['FontStyle'], ParentType, ContextType>;
  font2?: Resolver<ResolversTypes['FontStyle'], ParentType, ContextType>;
  font3?: Resolver<ResolversTypes['FontStyle'], ParentType, ContextType>;
};

export type GlobalStylesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GlobalStyles'] = ResolversParentTypes['GlobalStyles']> = {
  colorPalette?: Resolver<ResolversTypes['ColorPalette'], ParentType, ContextType>;
  fonts?: Resolver<ResolversTypes['GlobalFonts'], ParentType, ContextType>;
};

export type HeaderStylesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HeaderStyles'] = ResolversParentTypes['HeaderStyles']> = {
  headerScale?: Resolver<ResolversTypes['HeaderScale'], ParentType, ContextType>;
  nameTreatment?: Resolver<ResolversTypes['NameTreatment'], ParentType, ContextType>;
  taglineTreatment?: Resolver<ResolversTypes['TaglineTreatment'], ParentType, ContextType>;
};

export type IframeMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IframeMetadata'] = ResolversParentTypes['IframeMetadata']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageMetadata'] = ResolversParentTypes['ImageMetadata']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  focusPercentX?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  focusPercentY?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  originalWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LinkPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LinkPreview'] = ResolversParentTypes['LinkPreview']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iframeHeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  iframeSrc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iframeWidth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LinkPreviewResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LinkPreviewResult'] = ResolversParentTypes['LinkPreviewResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'LinkPreview' | 'TooManyRequests', ParentType, ContextType>;
};

export type MarkupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Markup'] = ResolversParentTypes['Markup']> = {
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MarkupType'], ParentType, ContextType>;
};

export type MembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = {
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cardBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentPeriodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MembershipChangeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipChangeResult'] = ResolversParentTypes['MembershipChangeResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Membership' | 'NotFound' | 'ServiceUnavailable', ParentType, ContextType>;
};

export type MembershipGiftResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipGift'] = ResolversParentTypes['MembershipGift']> = {
  isRedeemed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['MembershipPlan'], ParentType, ContextType>;
};

export type MembershipPlanOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipPlanOffer'] = ResolversParentTypes['MembershipPlanOffer']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedPrice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['MembershipPlan'], ParentType, ContextType>;
};

export type MeteringInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MeteringInfo'] = ResolversParentTypes['MeteringInfo']> = {
  maxUnlockCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  postIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  unlocksRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MixtapeMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MixtapeMetadata'] = ResolversParentTypes['MixtapeMetadata']> = {
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailImageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateCustomDomain?: Resolver<ResolversTypes['CustomDomainState'], ParentType, ContextType, RequireFields<MutationActivateCustomDomainArgs, 'collectionId'>>;
  answerPublicationInvitation?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationAnswerPublicationInvitationArgs, 'accept' | 'token'>>;
  approveSubmission?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationApproveSubmissionArgs, 'postId'>>;
  archivePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationArchivePostArgs, 'targetPostId'>>;
  blockUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationBlockUserArgs, 'targetUserId' | 'userId'>>;
  bookmarkPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationBookmarkPostArgs, 'targetPostId'>>;
  cancelMembership?: Resolver<ResolversTypes['MembershipChangeResult'], ParentType, ContextType>;
  changeUsername?: Resolver<ResolversTypes['UpdateProfileResult'], ParentType, ContextType, RequireFields<MutationChangeUsernameArgs, 'username'>>;
  chooseUsername?: Resolver<ResolversTypes['ChooseUsernameResult'], ParentType, ContextType, RequireFields<MutationChooseUsernameArgs, 'username'>>;
  clap?: Resolver<ResolversTypes['ClapResult'], ParentType, ContextType, RequireFields<MutationClapArgs, 'count' | 'postId'>>;
  clearReadingHistory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createCollectionNewsletter?: Resolver<ResolversTypes['Newsletter'], ParentType, ContextType, RequireFields<MutationCreateCollectionNewsletterArgs, 'collectionId' | 'input'>>;
  createDraft?: Resolver<ResolversTypes['Post'], ParentType, ContextType, Partial<MutationCreateDraftArgs>>;
  createFeaturePage?: Resolver<ResolversTypes['FeaturePage'], ParentType, ContextType, RequireFields<MutationCreateFeaturePageArgs, 'collectionId' | 'input'>>;
  createNote?: Resolver<ResolversTypes['Note'], ParentType, ContextType, RequireFields<MutationCreateNoteArgs, 'content' | 'endOffset' | 'paragraphName' | 'postId' | 'startOffset'>>;
  createPublication?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationCreatePublicationArgs, 'input'>>;
  createQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationCreateQuoteArgs, 'endOffset' | 'paragraphName' | 'postId' | 'startOffset'>>;
  createShortform?: Resolver<ResolversTypes['Shortform'], ParentType, ContextType, RequireFields<MutationCreateShortformArgs, 'collectionId' | 'input'>>;
  deleteFeaturePage?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationDeleteFeaturePageArgs, 'featurePageId'>>;
  deleteNote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteNoteArgs, 'noteId'>>;
  deletePost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'postId'>>;
  deletePublication?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePublicationArgs, 'collectionId'>>;
  deleteQuote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteQuoteArgs, 'quoteId'>>;
  deleteShortform?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteShortformArgs, 'id'>>;
  discardPendingEdits?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationDiscardPendingEditsArgs, 'postId'>>;
  dismissUserReport?: Resolver<ResolversTypes['UserReport'], ParentType, ContextType, RequireFields<MutationDismissUserReportArgs, 'reportId'>>;
  followCollection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationFollowCollectionArgs, 'targetCollectionId'>>;
  followTopic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType, RequireFields<MutationFollowTopicArgs, 'topicId'>>;
  followUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationFollowUserArgs, 'targetUserId'>>;
  hidePostResponseOnParentPost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationHidePostResponseOnParentPostArgs, 'parentPostId' | 'postResponseId'>>;
  inviteToPublication?: Resolver<ResolversTypes['PublicationInvitation'], ParentType, ContextType, RequireFields<MutationInviteToPublicationArgs, 'collectionId' | 'invitee' | 'role'>>;
  leavePublication?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationLeavePublicationArgs, 'collectionId'>>;
  limitPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationLimitPostArgs, 'postId'>>;
  linkCustomDomain?: Resolver<ResolversTypes['CustomDomainState'], ParentType, ContextType, RequireFields<MutationLinkCustomDomainArgs, 'collectionId' | 'domain'>>;
  muteCollection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationMuteCollectionArgs, 'targetCollectionId'>>;
  muteUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationMuteUserArgs, 'targetUserId'>>;
  payCheckout?: Resolver<ResolversTypes['PayCheckoutResult'], ParentType, ContextType, RequireFields<MutationPayCheckoutArgs, 'card' | 'sessionId'>>;
  pinStoryToPublication?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationPinStoryToPublicationArgs, 'postId'>>;
  publishEdits?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationPublishEditsArgs, 'postId'>>;
  publishPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationPublishPostArgs, 'postId'>>;
  publishResponse?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationPublishResponseArgs, 'content' | 'inResponseToPostId'>>;
  redeemGift?: Resolver<ResolversTypes['MembershipChangeResult'], ParentType, ContextType, RequireFields<MutationRedeemGiftArgs, 'code'>>;
  removeCustomDomain?: Resolver<ResolversTypes['CustomDomainState'], ParentType, ContextType, RequireFields<MutationRemoveCustomDomainArgs, 'collectionId'>>;
  removeFromReadingHistory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveFromReadingHistoryArgs, 'postId'>>;
  removePublicationMember?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationRemovePublicationMemberArgs, 'collectionId' | 'userId'>>;
  removeStoryFromPublication?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationRemoveStoryFromPublicationArgs, 'postId'>>;
  replyToNote?: Resolver<ResolversTypes['NoteReply'], ParentType, ContextType, RequireFields<MutationReplyToNoteArgs, 'content' | 'noteId'>>;
  reportAndMaybeBlockUser?: Resolver<ResolversTypes['ReportUserResult'], ParentType, ContextType, RequireFields<MutationReportAndMaybeBlockUserArgs, 'alsoBlockUser' | 'reason' | 'targetUserId' | 'userId'>>;
  resumeMembership?: Resolver<ResolversTypes['MembershipChangeResult'], ParentType, ContextType>;
  revokePublicationInvitation?: Resolver<ResolversTypes['PublicationInvitation'], ParentType, ContextType, RequireFields<MutationRevokePublicationInvitationArgs, 'invitationId'>>;
  saveDraft?: Resolver<ResolversTypes['SaveDraftResult'], ParentType, ContextType, RequireFields<MutationSaveDraftArgs, 'baseVersion' | 'content' | 'postId' | 'subtitle' | 'title'>>;
  saveTopic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType, RequireFields<MutationSaveTopicArgs, 'input'>>;
  sendAcctAuthEmail?: Resolver<ResolversTypes['SendAcctAuthEmailResult'], ParentType, ContextType, RequireFields<MutationSendAcctAuthEmailArgs, 'email' | 'operation'>>;
  sendPublicationFeedback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendPublicationFeedbackArgs, 'collectionId' | 'message'>>;
  sendStoryToNewsletter?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSendStoryToNewsletterArgs, 'newsletterId' | 'postId'>>;
  sendVerificationEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  setNotificationEmailSetting?: Resolver<ResolversTypes['NotificationEmailSetting'], ParentType, ContextType, RequireFields<MutationSetNotificationEmailSettingArgs, 'enabled' | 'group'>>;
  setPublicationAurora?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationSetPublicationAuroraArgs, 'collectionId' | 'input'>>;
  setPublicationNavItems?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationSetPublicationNavItemsArgs, 'collectionId' | 'items'>>;
  setVariantFlag?: Resolver<ResolversTypes['VariantFlag'], ParentType, ContextType, RequireFields<MutationSetVariantFlagArgs, 'name' | 'value'>>;
  signInWithGoogleOneTap?: Resolver<ResolversTypes['CreateAccountResult'], ParentType, ContextType, RequireFields<MutationSignInWithGoogleOneTapArgs, 'credential' | 'operation'>>;
  startCheckout?: Resolver<ResolversTypes['StartCheckoutResult'], ParentType, ContextType, RequireFields<MutationStartCheckoutArgs, 'kind' | 'plan'>>;
  submitPartnerTaxInfo?: Resolver<ResolversTypes['PartnerTaxResult'], ParentType, ContextType, RequireFields<MutationSubmitPartnerTaxInfoArgs, 'input'>>;
  submitStoryToPublication?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationSubmitStoryToPublicationArgs, 'collectionId' | 'postId' | 'submitNow'>>;
  subscribeToNewsletter?: Resolver<ResolversTypes['Newsletter'], ParentType, ContextType, RequireFields<MutationSubscribeToNewsletterArgs, 'newsletterId'>>;
  suspendPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationSuspendPostArgs, 'postId'>>;
  suspendUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSuspendUserArgs, 'userId'>>;
  transferPublicationOwnership?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationTransferPublicationOwnershipArgs, 'collectionId' | 'newOwnerId'>>;
  unarchivePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUnarchivePostArgs, 'targetPostId'>>;
  unblockUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUnblockUserArgs, 'targetUserId' | 'userId'>>;
  unbookmarkPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUnbookmarkPostArgs, 'targetPostId'>>;
  unclap?: Resolver<ResolversTypes['ClapResult'], ParentType, ContextType, RequireFields<MutationUnclapArgs, 'postId'>>;
  unfollowCollection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationUnfollowCollectionArgs, 'targetCollectionId'>>;
  unfollowTopic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType, RequireFields<MutationUnfollowTopicArgs, 'topicId'>>;
  unfollowUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUnfollowUserArgs, 'targetUserId'>>;
  unhidePostResponseOnParentPost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnhidePostResponseOnParentPostArgs, 'parentPostId' | 'postResponseId'>>;
  unlimitPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUnlimitPostArgs, 'postId'>>;
  unmuteCollection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationUnmuteCollectionArgs, 'targetCollectionId'>>;
  unmuteUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUnmuteUserArgs, 'targetUserId'>>;
  unpinStoryFromPublication?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationUnpinStoryFromPublicationArgs, 'postId'>>;
  unpublishPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUnpublishPostArgs, 'postId'>>;
  unsubscribeFromNewsletter?: Resolver<ResolversTypes['Newsletter'], ParentType, ContextType, RequireFields<MutationUnsubscribeFromNewsletterArgs, 'newsletterId'>>;
  unsuspendPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUnsuspendPostArgs, 'postId'>>;
  unsuspendUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUnsuspendUserArgs, 'userId'>>;
  updateActivityLastViewed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateCustomStyleSheet?: Resolver<ResolversTypes['UpdateCustomStyleSheetResult'], ParentType, ContextType, RequireFields<MutationUpdateCustomStyleSheetArgs, 'baseVersion' | 'input'>>;
  updateFeaturePage?: Resolver<ResolversTypes['FeaturePage'], ParentType, ContextType, RequireFields<MutationUpdateFeaturePageArgs, 'featurePageId' | 'input'>>;
  updateNewsletter?: Resolver<ResolversTypes['Newsletter'], ParentType, ContextType, RequireFields<MutationUpdateNewsletterArgs, 'input' | 'newsletterId'>>;
  updateNote?: Resolver<ResolversTypes['Note'], ParentType, ContextType, RequireFields<MutationUpdateNoteArgs, 'content' | 'noteId'>>;
  updatePaymentMethod?: Resolver<ResolversTypes['PaymentMethodResult'], ParentType, ContextType, Partial<MutationUpdatePaymentMethodArgs>>;
  updatePostSettings?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUpdatePostSettingsArgs, 'input' | 'postId'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'bio' | 'name'>>;
  updateProfileImage?: Resolver<ResolversTypes['UpdateProfileResult'], ParentType, ContextType, Partial<MutationUpdateProfileImageArgs>>;
  updatePublication?: Resolver<ResolversTypes['Collection'], ParentType, ContextType, RequireFields<MutationUpdatePublicationArgs, 'collectionId' | 'input'>>;
  updateShortform?: Resolver<ResolversTypes['Shortform'], ParentType, ContextType, RequireFields<MutationUpdateShortformArgs, 'id' | 'input'>>;
  verifyCustomDomain?: Resolver<ResolversTypes['CustomDomainState'], ParentType, ContextType, RequireFields<MutationVerifyCustomDomainArgs, 'check' | 'collectionId'>>;
  verifyLoginCode?: Resolver<ResolversTypes['VerifyLoginCodeResult'], ParentType, ContextType, RequireFields<MutationVerifyLoginCodeArgs, 'loginCode'>>;
};

export type NewsletterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Newsletter'] = ResolversParentTypes['Newsletter']> = {
  collection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storiesToSend?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  subscriberCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NewsletterType'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerIsSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotFoundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotFound'] = ResolversParentTypes['NotFound']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Note'] = ResolversParentTypes['Note']> = {
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paragraphName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['QuoteParagraph']>, ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quoteText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['NoteReply']>, ParentType, ContextType>;
  startOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NoteReplyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NoteReply'] = ResolversParentTypes['NoteReply']> = {
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  noteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type NoteResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NoteResult'] = ResolversParentTypes['NoteResult']> = {
  __resolveType: TypeResolveFn<'NotFound' | 'Note', ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  actor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isUnread?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  milestoneArg?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['NotificationNote']>, ParentType, ContextType>;
  noteReply?: Resolver<Maybe<ResolversTypes['NotificationNoteReply']>, ParentType, ContextType>;
  notificationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['NotificationQuote']>, ParentType, ContextType>;
  responsePost?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  rollupItems?: Resolver<Array<ResolversTypes['NotificationRollupItem']>, ParentType, ContextType>;
  rollupOthersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationEmailSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEmailSetting'] = ResolversParentTypes['NotificationEmailSetting']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['NotificationEmailGroup'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationNote'] = ResolversParentTypes['NotificationNote']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type NotificationNoteReplyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationNoteReply'] = ResolversParentTypes['NotificationNoteReply']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type NotificationPagingInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPagingInfo'] = ResolversParentTypes['NotificationPagingInfo']> = {
  next?: Resolver<Maybe<ResolversTypes['NotificationPagingNext']>, ParentType, ContextType>;
};

export type NotificationPagingNextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPagingNext'] = ResolversParentTypes['NotificationPagingNext']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationQuote'] = ResolversParentTypes['NotificationQuote']> = {
  endOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['QuoteParagraph']>, ParentType, ContextType>;
  quoteParagraphPreview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationRollupItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationRollupItem'] = ResolversParentTypes['NotificationRollupItem']> = {
  actor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type NotificationStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationStatus'] = ResolversParentTypes['NotificationStatus']> = {
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationsConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationsConnection'] = ResolversParentTypes['NotificationsConnection']> = {
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  pagingInfo?: Resolver<ResolversTypes['NotificationPagingInfo'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ParagraphResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Paragraph'] = ResolversParentTypes['Paragraph']> = {
  iframe?: Resolver<Maybe<ResolversTypes['IframeMetadata']>, ParentType, ContextType>;
  layout?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  markups?: Resolver<Array<ResolversTypes['Markup']>, ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['ImageMetadata']>, ParentType, ContextType>;
  mixtapeMetadata?: Resolver<Maybe<ResolversTypes['MixtapeMetadata']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ParagraphType'], ParentType, ContextType>;
};

export type PartnerEnrollmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerEnrollment'] = ResolversParentTypes['PartnerEnrollment']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrolledAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  taxIdLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxStatus?: Resolver<ResolversTypes['PartnerTaxStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PartnerMonthEarningsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerMonthEarnings'] = ResolversParentTypes['PartnerMonthEarnings']> = {
  gross?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['PartnerPayout']>, ParentType, ContextType>;
  platformShare?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['PartnerStoryEarnings']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PartnerPayoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerPayout'] = ResolversParentTypes['PartnerPayout']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PartnerPayoutStatus'], ParentType, ContextType>;
};

export type PartnerProgramResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerProgram'] = ResolversParentTypes['PartnerProgram']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  earnings?: Resolver<Maybe<Array<ResolversTypes['PartnerMonthEarnings']>>, ParentType, ContextType>;
  enrollment?: Resolver<Maybe<ResolversTypes['PartnerEnrollment']>, ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statement?: Resolver<Maybe<ResolversTypes['PartnerMonthEarnings']>, ParentType, ContextType, RequireFields<PartnerProgramStatementArgs, 'month'>>;
  status?: Resolver<ResolversTypes['PartnerProgramStatus'], ParentType, ContextType>;
  taxEarningLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PartnerStoryEarningsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerStoryEarnings'] = ResolversParentTypes['PartnerStoryEarnings']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberReadingSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type PartnerTaxResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerTaxResult'] = ResolversParentTypes['PartnerTaxResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Forbidden' | 'PartnerEnrollment' | 'TooManyRequests', ParentType, ContextType>;
};

export type PayCheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayCheckoutResult'] = ResolversParentTypes['PayCheckoutResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'CheckoutPaid' | 'NotFound' | 'PaymentMethodDeclined' | 'ServiceUnavailable', ParentType, ContextType>;
};

export type PaymentMethodDeclinedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethodDeclined'] = ResolversParentTypes['PaymentMethodDeclined']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentMethodPortalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethodPortal'] = ResolversParentTypes['PaymentMethodPortal']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentMethodResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethodResult'] = ResolversParentTypes['PaymentMethodResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'NotFound' | 'PaymentMethodDeclined' | 'PaymentMethodPortal' | 'PaymentMethodUpdated' | 'ServiceUnavailable' | 'TooManyRequests' | 'Unauthorized', ParentType, ContextType>;
};

export type PaymentMethodUpdatedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethodUpdated'] = ResolversParentTypes['PaymentMethodUpdated']> = {
  membership?: Resolver<ResolversTypes['Membership'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  canonicalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['PostContent'], ParentType, ContextType, Partial<PostContentArgs>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  dailyStats?: Resolver<Maybe<Array<ResolversTypes['StatsPeriod']>>, ParentType, ContextType>;
  firstPublishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  friendLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPendingEdits?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  highlights?: Resolver<Array<ResolversTypes['Quote']>, ParentType, ContextType>;
  hourlyStats?: Resolver<Maybe<Array<ResolversTypes['StatsPeriod']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inResponseToPost?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  inResponseToPostId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  inResponseToQuote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  inResponseToQuoteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isLimited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSuspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestPublishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  license?: Resolver<ResolversTypes['License'], ParentType, ContextType>;
  mediumUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  milestones?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  moreFromAuthor?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  pendingCollection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType>;
  postResponses?: Resolver<ResolversTypes['PostResponses'], ParentType, ContextType>;
  previewImage?: Resolver<Maybe<ResolversTypes['ImageMetadata']>, ParentType, ContextType>;
  previewSubtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privateNotes?: Resolver<Array<ResolversTypes['Note']>, ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['Publisher'], ParentType, ContextType>;
  readingListState?: Resolver<ResolversTypes['ReadingListState'], ParentType, ContextType>;
  readingTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  referrers?: Resolver<Maybe<Array<ResolversTypes['ReferrerGroup']>>, ParentType, ContextType>;
  responseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scheduledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  seoDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shareKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PostStatus'], ParentType, ContextType>;
  statusForCollection?: Resolver<Maybe<ResolversTypes['StatusForCollection']>, ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topHighlight?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  totalStats?: Resolver<Maybe<ResolversTypes['TotalStats']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerClapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerHighlights?: Resolver<Array<ResolversTypes['Quote']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['PostVisibility'], ParentType, ContextType>;
  voters?: Resolver<ResolversTypes['VoterConnection'], ParentType, ContextType, RequireFields<PostVotersArgs, 'first'>>;
  wordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostBodyStylesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostBodyStyles'] = ResolversParentTypes['PostBodyStyles']> = {
  bodyFont?: Resolver<ResolversTypes['FontSlot'], ParentType, ContextType>;
  bodySize?: Resolver<ResolversTypes['BodyTextSize'], ParentType, ContextType>;
};

export type PostConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostConnection'] = ResolversParentTypes['PostConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PostEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PostContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostContent'] = ResolversParentTypes['PostContent']> = {
  isLockedPreviewOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  meteringInfo?: Resolver<ResolversTypes['MeteringInfo'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['Paragraph']>, ParentType, ContextType>;
};

export type PostDraftResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostDraft'] = ResolversParentTypes['PostDraft']> = {
  content?: Resolver<ResolversTypes['PostContent'], ParentType, ContextType>;
  hasPendingEdits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostEdge'] = ResolversParentTypes['PostEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type PostForEditingResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostForEditingResult'] = ResolversParentTypes['PostForEditingResult']> = {
  __resolveType: TypeResolveFn<'NotFound' | 'PostDraft', ParentType, ContextType>;
};

export type PostHeaderStylesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostHeaderStyles'] = ResolversParentTypes['PostHeaderStyles']> = {
  titleFont?: Resolver<ResolversTypes['FontSlot'], ParentType, ContextType>;
  titleScale?: Resolver<ResolversTypes['HeaderScale'], ParentType, ContextType>;
};

export type PostPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostPreview'] = ResolversParentTypes['PostPreview']> = {
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PostResponsesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostResponses'] = ResolversParentTypes['PostResponses']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responsesConnection?: Resolver<ResolversTypes['ResponsesConnection'], ParentType, ContextType, RequireFields<PostResponsesResponsesConnectionArgs, 'limit'>>;
};

export type PostResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostResult'] = ResolversParentTypes['PostResult']> = {
  __resolveType: TypeResolveFn<'AccountDeleted' | 'AccountSuspended' | 'Blocked' | 'NotFound' | 'Post' | 'PostSuspended' | 'RemovedByUser' | 'Unauthorized' | 'UnavailableForLegalReasons' | 'WithheldInCountry', ParentType, ContextType>;
};

export type PostSuspendedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostSuspended'] = ResolversParentTypes['PostSuspended']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProfileFieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileFieldError'] = ResolversParentTypes['ProfileFieldError']> = {
  field?: Resolver<ResolversTypes['ProfileField'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PublicationImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationImage'] = ResolversParentTypes['PublicationImage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PublicationInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationInvitation'] = ResolversParentTypes['PublicationInvitation']> = {
  collection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitee?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  inviter?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['PublicationRole'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InvitationState'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PublicationMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationMember'] = ResolversParentTypes['PublicationMember']> = {
  role?: Resolver<ResolversTypes['PublicationRole'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type PublicationNavItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationNavItem'] = ResolversParentTypes['PublicationNavItem']> = {
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PublicationNavItemType'], ParentType, ContextType>;
};

export type PublisherResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Publisher'] = ResolversParentTypes['Publisher']> = {
  __resolveType: TypeResolveFn<'Collection' | 'User', ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountToken?: Resolver<ResolversTypes['AccountToken'], ParentType, ContextType>;
  authConfig?: Resolver<ResolversTypes['AuthConfig'], ParentType, ContextType>;
  billingSettings?: Resolver<ResolversTypes['BillingSettings'], ParentType, ContextType>;
  charge?: Resolver<Maybe<ResolversTypes['Charge']>, ParentType, ContextType, RequireFields<QueryChargeArgs, 'id'>>;
  checkoutSession?: Resolver<Maybe<ResolversTypes['CheckoutSession']>, ParentType, ContextType, RequireFields<QueryCheckoutSessionArgs, 'id'>>;
  collectionById?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType, RequireFields<QueryCollectionByIdArgs, 'id'>>;
  collectionBySlug?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType, RequireFields<QueryCollectionBySlugArgs, 'slug'>>;
  emailAvailability?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryEmailAvailabilityArgs, 'email'>>;
  gift?: Resolver<Maybe<ResolversTypes['MembershipGift']>, ParentType, ContextType, RequireFields<QueryGiftArgs, 'code'>>;
  latestPosts?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<QueryLatestPostsArgs, 'first'>>;
  linkPreview?: Resolver<ResolversTypes['LinkPreviewResult'], ParentType, ContextType, RequireFields<QueryLinkPreviewArgs, 'url'>>;
  note?: Resolver<ResolversTypes['NoteResult'], ParentType, ContextType, RequireFields<QueryNoteArgs, 'id'>>;
  notificationEmailSettings?: Resolver<Array<ResolversTypes['NotificationEmailSetting']>, ParentType, ContextType>;
  notificationStatus?: Resolver<ResolversTypes['NotificationStatus'], ParentType, ContextType>;
  notificationsConnection?: Resolver<ResolversTypes['NotificationsConnection'], ParentType, ContextType, Partial<QueryNotificationsConnectionArgs>>;
  partnerProgram?: Resolver<ResolversTypes['PartnerProgram'], ParentType, ContextType>;
  postForEditing?: Resolver<ResolversTypes['PostForEditingResult'], ParentType, ContextType, RequireFields<QueryPostForEditingArgs, 'id'>>;
  postResult?: Resolver<ResolversTypes['PostResult'], ParentType, ContextType, RequireFields<QueryPostResultArgs, 'id'>>;
  publicationInvitation?: Resolver<ResolversTypes['PublicationInvitation'], ParentType, ContextType, RequireFields<QueryPublicationInvitationArgs, 'token'>>;
  readingHistory?: Resolver<ResolversTypes['ReadingHistoryConnection'], ParentType, ContextType, RequireFields<QueryReadingHistoryArgs, 'first'>>;
  readingList?: Resolver<ResolversTypes['ReadingListResult'], ParentType, ContextType, RequireFields<QueryReadingListArgs, 'first' | 'type'>>;
  sampleStories?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QuerySampleStoriesArgs, 'count'>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'page' | 'query' | 'tab'>>;
  shortform?: Resolver<Maybe<ResolversTypes['Shortform']>, ParentType, ContextType, RequireFields<QueryShortformArgs, 'id'>>;
  sitePage?: Resolver<ResolversTypes['SitePage'], ParentType, ContextType, RequireFields<QuerySitePageArgs, 'name'>>;
  storyStats?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryStoryStatsArgs, 'postId'>>;
  tagPage?: Resolver<Maybe<ResolversTypes['TagPage']>, ParentType, ContextType, RequireFields<QueryTagPageArgs, 'page' | 'slug'>>;
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType, RequireFields<QueryTopicArgs, 'slug'>>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
  trending?: Resolver<Maybe<ResolversTypes['TrendingPage']>, ParentType, ContextType, RequireFields<QueryTrendingArgs, 'mode'>>;
  user?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<QueryUserArgs, 'username'>>;
  userHighlights?: Resolver<ResolversTypes['QuoteConnection'], ParentType, ContextType, RequireFields<QueryUserHighlightsArgs, 'first' | 'username'>>;
  userReports?: Resolver<ResolversTypes['UserReportConnection'], ParentType, ContextType, RequireFields<QueryUserReportsArgs, 'first' | 'status'>>;
  usernameAvailability?: Resolver<ResolversTypes['UsernameAvailability'], ParentType, ContextType, RequireFields<QueryUsernameAvailabilityArgs, 'username'>>;
  variantFlags?: Resolver<Array<ResolversTypes['VariantFlag']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  viewerPublicationInvitations?: Resolver<Array<ResolversTypes['PublicationInvitation']>, ParentType, ContextType>;
  viewerPublications?: Resolver<ResolversTypes['CollectionConnection'], ParentType, ContextType, RequireFields<QueryViewerPublicationsArgs, 'first'>>;
  viewerQuote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<QueryViewerQuoteArgs, 'id'>>;
  viewerQuotes?: Resolver<ResolversTypes['QuoteConnection'], ParentType, ContextType, RequireFields<QueryViewerQuotesArgs, 'first'>>;
  viewerStats?: Resolver<ResolversTypes['StatsOverview'], ParentType, ContextType>;
  viewerStories?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<QueryViewerStoriesArgs, 'filter' | 'first'>>;
  viewerStoryCounts?: Resolver<ResolversTypes['StoryCounts'], ParentType, ContextType>;
};

export type QuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paragraphName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['QuoteParagraph']>, ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quoteText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readerCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type QuoteConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteConnection'] = ResolversParentTypes['QuoteConnection']> = {
  edges?: Resolver<Array<ResolversTypes['QuoteEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type QuoteEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteEdge'] = ResolversParentTypes['QuoteEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Quote'], ParentType, ContextType>;
};

export type QuoteParagraphResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteParagraph'] = ResolversParentTypes['QuoteParagraph']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ParagraphType'], ParentType, ContextType>;
};

export type ReadingHistoryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadingHistoryConnection'] = ResolversParentTypes['ReadingHistoryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReadingHistoryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ReadingHistoryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadingHistoryEdge'] = ResolversParentTypes['ReadingHistoryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  readAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReadingListResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReadingListResult'] = ResolversParentTypes['ReadingListResult']> = {
  archivedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  postPreviews?: Resolver<Array<ResolversTypes['PostPreview']>, ParentType, ContextType>;
  savedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReferrerGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReferrerGroup'] = ResolversParentTypes['ReferrerGroup']> = {
  sources?: Resolver<Array<ResolversTypes['ReferrerSource']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ReferrerType'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReferrerSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReferrerSource'] = ResolversParentTypes['ReferrerSource']> = {
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RemovedByUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemovedByUser'] = ResolversParentTypes['RemovedByUser']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReportUserResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportUserResult'] = ResolversParentTypes['ReportUserResult']> = {
  report?: Resolver<ResolversTypes['UserReport'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ResponseItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponseItem'] = ResolversParentTypes['ResponseItem']> = {
  isHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['ResponseItemType'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ResponsesConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponsesConnection'] = ResolversParentTypes['ResponsesConnection']> = {
  items?: Resolver<Array<ResolversTypes['ResponseItem']>, ParentType, ContextType>;
  pagingInfo?: Resolver<ResolversTypes['ResponsesPagingInfo'], ParentType, ContextType>;
};

export type ResponsesPagingInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponsesPagingInfo'] = ResolversParentTypes['ResponsesPagingInfo']> = {
  next?: Resolver<Maybe<ResolversTypes['ResponsesPagingNext']>, ParentType, ContextType>;
};

export type ResponsesPagingNextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponsesPagingNext'] = ResolversParentTypes['ResponsesPagingNext']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SaveDraftResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveDraftResult'] = ResolversParentTypes['SaveDraftResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Conflict' | 'NotFound' | 'Post', ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  people?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  publications?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopedTo?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  scopedToPublication?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  suggestion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tab?: Resolver<ResolversTypes['SearchTab'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['SearchTagHit']>, ParentType, ContextType>;
};

export type SearchTagHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchTagHit'] = ResolversParentTypes['SearchTagHit']> = {
  displayText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tagSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SendAcctAuthEmailResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendAcctAuthEmailResult'] = ResolversParentTypes['SendAcctAuthEmailResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'FailedChallenge' | 'NotFound' | 'SendAcctAuthEmailSuccess', ParentType, ContextType>;
};

export type SendAcctAuthEmailSuccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendAcctAuthEmailSuccess'] = ResolversParentTypes['SendAcctAuthEmailSuccess']> = {
  method?: Resolver<ResolversTypes['AuthOperation'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ServiceUnavailableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceUnavailable'] = ResolversParentTypes['ServiceUnavailable']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShortformResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Shortform'] = ResolversParentTypes['Shortform']> = {
  attribution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ShortformType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ShortformConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShortformConnection'] = ResolversParentTypes['ShortformConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ShortformEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ShortformEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShortformEdge'] = ResolversParentTypes['ShortformEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Shortform'], ParentType, ContextType>;
};

export type SitePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitePage'] = ResolversParentTypes['SitePage']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['SitePageName'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StartCheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartCheckoutResult'] = ResolversParentTypes['StartCheckoutResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'CheckoutSession' | 'NotFound' | 'ServiceUnavailable', ParentType, ContextType>;
};

export type StatsOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatsOverview'] = ResolversParentTypes['StatsOverview']> = {
  dailyStats?: Resolver<Array<ResolversTypes['StatsPeriod']>, ParentType, ContextType>;
  hourlyStats?: Resolver<Array<ResolversTypes['StatsPeriod']>, ParentType, ContextType>;
  referrers?: Resolver<Array<ResolversTypes['ReferrerGroup']>, ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['StoryStatsRow']>, ParentType, ContextType>;
  totalStats?: Resolver<ResolversTypes['TotalStats'], ParentType, ContextType>;
};

export type StatsPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatsPeriod'] = ResolversParentTypes['StatsPeriod']> = {
  memberReadingSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoryCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryCounts'] = ResolversParentTypes['StoryCounts']> = {
  drafts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  public?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unlisted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoryStatsRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryStatsRow'] = ResolversParentTypes['StoryStatsRow']> = {
  memberReadingSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  reads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  displayTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TagPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TagPage'] = ResolversParentTypes['TagPage']> = {
  displayTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestStories?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relatedTags?: Resolver<Array<ResolversTypes['SearchTagHit']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topStories?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
};

export type TokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Token'] = ResolversParentTypes['Token']> = {
  authUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TooManyRequestsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TooManyRequests'] = ResolversParentTypes['TooManyRequests']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TopicResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Topic'] = ResolversParentTypes['Topic']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestStories?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<TopicLatestStoriesArgs, 'first'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagSlugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  topStories?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['TopicVisibility'], ParentType, ContextType>;
};

export type TopicConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopicConnection'] = ResolversParentTypes['TopicConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TopicEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TopicEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopicEdge'] = ResolversParentTypes['TopicEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Topic'], ParentType, ContextType>;
};

export type TotalStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotalStats'] = ResolversParentTypes['TotalStats']> = {
  claps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followersGained?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberReadingSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readRatio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrendingPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrendingPage'] = ResolversParentTypes['TrendingPage']> = {
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType>;
};

export type UnauthorizedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Unauthorized'] = ResolversParentTypes['Unauthorized']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnavailableForLegalReasonsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnavailableForLegalReasons'] = ResolversParentTypes['UnavailableForLegalReasons']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UpdateCustomStyleSheetResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCustomStyleSheetResult'] = ResolversParentTypes['UpdateCustomStyleSheetResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'Conflict' | 'CustomStyleSheet' | 'NotFound', ParentType, ContextType>;
};

export type UpdateProfileResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfileResult'] = ResolversParentTypes['UpdateProfileResult']> = {
  __resolveType: TypeResolveFn<'ProfileFieldError' | 'User', ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  adminCollections?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customStyleSheet?: Resolver<Maybe<ResolversTypes['CustomStyleSheet']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  followedTopics?: Resolver<ResolversTypes['TopicConnection'], ParentType, ContextType, RequireFields<UserFollowedTopicsArgs, 'first'>>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<UserFollowersArgs, 'first'>>;
  following?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<UserFollowingArgs, 'first'>>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasChosenUsername?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPastMemberships?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBlocking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMuting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPartnerProgramEnrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaff?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isSuspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestStories?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<UserLatestStoriesArgs, 'first'>>;
  mediumMemberAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  membership?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  membershipCharges?: Resolver<Maybe<ResolversTypes['ChargeConnection']>, ParentType, ContextType, Partial<UserMembershipChargesArgs>>;
  mutedCollections?: Resolver<ResolversTypes['CollectionConnection'], ParentType, ContextType, RequireFields<UserMutedCollectionsArgs, 'first'>>;
  mutedUsers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<UserMutedUsersArgs, 'first'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recommendedStories?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<UserRecommendedStoriesArgs, 'first'>>;
  responseStories?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<UserResponseStoriesArgs, 'first'>>;
  unverifiedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writerCollections?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type UserCreationRateLimitedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserCreationRateLimited'] = ResolversParentTypes['UserCreationRateLimited']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserReport'] = ResolversParentTypes['UserReport']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReportReason'], ParentType, ContextType>;
  reporter?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
  targetRecentStories?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<UserReportTargetRecentStoriesArgs, 'first'>>;
  targetUser?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserReportConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserReportConnection'] = ResolversParentTypes['UserReportConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserReportEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type UserReportEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserReportEdge'] = ResolversParentTypes['UserReportEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['UserReport'], ParentType, ContextType>;
};

export type UserResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserResult'] = ResolversParentTypes['UserResult']> = {
  __resolveType: TypeResolveFn<'AccountSuspended' | 'Blocked' | 'NotFound' | 'User', ParentType, ContextType>;
};

export type UsernameAvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsernameAvailability'] = ResolversParentTypes['UsernameAvailability']> = {
  isAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantFlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariantFlag'] = ResolversParentTypes['VariantFlag']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['FlagValue'], ParentType, ContextType>;
};

export type VerifyLoginCodeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyLoginCodeResult'] = ResolversParentTypes['VerifyLoginCodeResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'NotFound' | 'Token' | 'TooManyRequests', ParentType, ContextType>;
};

export type VoterConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VoterConnection'] = ResolversParentTypes['VoterConnection']> = {
  edges?: Resolver<Array<ResolversTypes['VoterEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type VoterEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VoterEdge'] = ResolversParentTypes['VoterEdge']> = {
  clapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type WithheldInCountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithheldInCountry'] = ResolversParentTypes['WithheldInCountry']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccountDeleted?: AccountDeletedResolvers<ContextType>;
  AccountSuspended?: AccountSuspendedResolvers<ContextType>;
  AccountToken?: AccountTokenResolvers<ContextType>;
  AlreadyExists?: AlreadyExistsResolvers<ContextType>;
  AlreadyExistsApple?: AlreadyExistsAppleResolvers<ContextType>;
  AlreadyExistsFacebook?: AlreadyExistsFacebookResolvers<ContextType>;
  AlreadyExistsGoogle?: AlreadyExistsGoogleResolvers<ContextType>;
  AlreadyExistsTwitter?: AlreadyExistsTwitterResolvers<ContextType>;
  ArchiveMonth?: ArchiveMonthResolvers<ContextType>;
  AuthConfig?: AuthConfigResolvers<ContextType>;
  BadRequest?: BadRequestResolvers<ContextType>;
  BillingSettings?: BillingSettingsResolvers<ContextType>;
  Blocked?: BlockedResolvers<ContextType>;
  CaptchaConfig?: CaptchaConfigResolvers<ContextType>;
  Charge?: ChargeResolvers<ContextType>;
  ChargeConnection?: ChargeConnectionResolvers<ContextType>;
  ChargeEdge?: ChargeEdgeResolvers<ContextType>;
  CheckoutPaid?: CheckoutPaidResolvers<ContextType>;
  CheckoutSession?: CheckoutSessionResolvers<ContextType>;
  ChooseUsernameResult?: ChooseUsernameResultResolvers<ContextType>;
  ClapResult?: ClapResultResolvers<ContextType>;
  Collection?: CollectionResolvers<ContextType>;
  CollectionConnection?: CollectionConnectionResolvers<ContextType>;
  CollectionEdge?: CollectionEdgeResolvers<ContextType>;
  ColorPalette?: ColorPaletteResolvers<ContextType>;
  ColorPoint?: ColorPointResolvers<ContextType>;
  ColorSpectrum?: ColorSpectrumResolvers<ContextType>;
  Conflict?: ConflictResolvers<ContextType>;
  CreateAccountResult?: CreateAccountResultResolvers<ContextType>;
  CustomDomain?: CustomDomainResolvers<ContextType>;
  CustomDomainState?: CustomDomainStateResolvers<ContextType>;
  CustomStyleSheet?: CustomStyleSheetResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FailedChallenge?: FailedChallengeResolvers<ContextType>;
  FeaturePage?: FeaturePageResolvers<ContextType>;
  FeaturePageConnection?: FeaturePageConnectionResolvers<ContextType>;
  FeaturePageEdge?: FeaturePageEdgeResolvers<ContextType>;
  FlagValue?: GraphQLScalarType;
  FontStyle?: FontStyleResolvers<ContextType>;
  Forbidden?: ForbiddenResolvers<ContextType>;
  GlobalFonts?: GlobalFontsResolvers<ContextType>;
  GlobalStyles?: GlobalStylesResolvers<ContextType>;
  HeaderStyles?: HeaderStylesResolvers<ContextType>;
  IframeMetadata?: IframeMetadataResolvers<ContextType>;
  ImageMetadata?: ImageMetadataResolvers<ContextType>;
  LinkPreview?: LinkPreviewResolvers<ContextType>;
  LinkPreviewResult?: LinkPreviewResultResolvers<ContextType>;
  Markup?: MarkupResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MembershipChangeResult?: MembershipChangeResultResolvers<ContextType>;
  MembershipGift?: MembershipGiftResolvers<ContextType>;
  MembershipPlanOffer?: MembershipPlanOfferResolvers<ContextType>;
  MeteringInfo?: MeteringInfoResolvers<ContextType>;
  MixtapeMetadata?: MixtapeMetadataResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Newsletter?: NewsletterResolvers<ContextType>;
  NotFound?: NotFoundResolvers<ContextType>;
  Note?: NoteResolvers<ContextType>;
  NoteReply?: NoteReplyResolvers<ContextType>;
  NoteResult?: NoteResultResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationEmailSetting?: NotificationEmailSettingResolvers<ContextType>;
  NotificationNote?: NotificationNoteResolvers<ContextType>;
  NotificationNoteReply?: NotificationNoteReplyResolvers<ContextType>;
  NotificationPagingInfo?: NotificationPagingInfoResolvers<ContextType>;
  NotificationPagingNext?: NotificationPagingNextResolvers<ContextType>;
  NotificationQuote?: NotificationQuoteResolvers<ContextType>;
  NotificationRollupItem?: NotificationRollupItemResolvers<ContextType>;
  NotificationStatus?: NotificationStatusResolvers<ContextType>;
  NotificationsConnection?: NotificationsConnectionResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Paragraph?: ParagraphResolvers<ContextType>;
  PartnerEnrollment?: PartnerEnrollmentResolvers<ContextType>;
  PartnerMonthEarnings?: PartnerMonthEarningsResolvers<ContextType>;
  PartnerPayout?: PartnerPayoutResolvers<ContextType>;
  PartnerProgram?: PartnerProgramResolvers<ContextType>;
  PartnerStoryEarnings?: PartnerStoryEarningsResolvers<ContextType>;
  PartnerTaxResult?: PartnerTaxResultResolvers<ContextType>;
  PayCheckoutResult?: PayCheckoutResultResolvers<ContextType>;
  PaymentMethodDeclined?: PaymentMethodDeclinedResolvers<ContextType>;
  PaymentMethodPortal?: PaymentMethodPortalResolvers<ContextType>;
  PaymentMethodResult?: PaymentMethodResultResolvers<ContextType>;
  PaymentMethodUpdated?: PaymentMethodUpdatedResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostBodyStyles?: PostBodyStylesResolvers<ContextType>;
  PostConnection?: PostConnectionResolvers<ContextType>;
  PostContent?: PostContentResolvers<ContextType>;
  PostDraft?: PostDraftResolvers<ContextType>;
  PostEdge?: PostEdgeResolvers<ContextType>;
  PostForEditingResult?: PostForEditingResultResolvers<ContextType>;
  PostHeaderStyles?: PostHeaderStylesResolvers<ContextType>;
  PostPreview?: PostPreviewResolvers<ContextType>;
  PostResponses?: PostResponsesResolvers<ContextType>;
  PostResult?: PostResultResolvers<ContextType>;
  PostSuspended?: PostSuspendedResolvers<ContextType>;
  ProfileFieldError?: ProfileFieldErrorResolvers<ContextType>;
  PublicationImage?: PublicationImageResolvers<ContextType>;
  PublicationInvitation?: PublicationInvitationResolvers<ContextType>;
  PublicationMember?: PublicationMemberResolvers<ContextType>;
  PublicationNavItem?: PublicationNavItemResolvers<ContextType>;
  Publisher?: PublisherResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuoteConnection?: QuoteConnectionResolvers<ContextType>;
  QuoteEdge?: QuoteEdgeResolvers<ContextType>;
  QuoteParagraph?: QuoteParagraphResolvers<ContextType>;
  ReadingHistoryConnection?: ReadingHistoryConnectionResolvers<ContextType>;
  ReadingHistoryEdge?: ReadingHistoryEdgeResolvers<ContextType>;
  ReadingListResult?: ReadingListResultResolvers<ContextType>;
  ReferrerGroup?: ReferrerGroupResolvers<ContextType>;
  ReferrerSource?: ReferrerSourceResolvers<ContextType>;
  RemovedByUser?: RemovedByUserResolvers<ContextType>;
  ReportUserResult?: ReportUserResultResolvers<ContextType>;
  ResponseItem?: ResponseItemResolvers<ContextType>;
  ResponsesConnection?: ResponsesConnectionResolvers<ContextType>;
  ResponsesPagingInfo?: ResponsesPagingInfoResolvers<ContextType>;
  ResponsesPagingNext?: ResponsesPagingNextResolvers<ContextType>;
  SaveDraftResult?: SaveDraftResultResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  SearchTagHit?: SearchTagHitResolvers<ContextType>;
  SendAcctAuthEmailResult?: SendAcctAuthEmailResultResolvers<ContextType>;
  SendAcctAuthEmailSuccess?: SendAcctAuthEmailSuccessResolvers<ContextType>;
  ServiceUnavailable?: ServiceUnavailableResolvers<ContextType>;
  Shortform?: ShortformResolvers<ContextType>;
  ShortformConnection?: ShortformConnectionResolvers<ContextType>;
  ShortformEdge?: ShortformEdgeResolvers<ContextType>;
  SitePage?: SitePageResolvers<ContextType>;
  StartCheckoutResult?: StartCheckoutResultResolvers<ContextType>;
  StatsOverview?: StatsOverviewResolvers<ContextType>;
  StatsPeriod?: StatsPeriodResolvers<ContextType>;
  StoryCounts?: StoryCountsResolvers<ContextType>;
  StoryStatsRow?: StoryStatsRowResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TagPage?: TagPageResolvers<ContextType>;
  Token?: TokenResolvers<ContextType>;
  TooManyRequests?: TooManyRequestsResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  TopicConnection?: TopicConnectionResolvers<ContextType>;
  TopicEdge?: TopicEdgeResolvers<ContextType>;
  TotalStats?: TotalStatsResolvers<ContextType>;
  TrendingPage?: TrendingPageResolvers<ContextType>;
  Unauthorized?: UnauthorizedResolvers<ContextType>;
  UnavailableForLegalReasons?: UnavailableForLegalReasonsResolvers<ContextType>;
  UpdateCustomStyleSheetResult?: UpdateCustomStyleSheetResultResolvers<ContextType>;
  UpdateProfileResult?: UpdateProfileResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserCreationRateLimited?: UserCreationRateLimitedResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserReport?: UserReportResolvers<ContextType>;
  UserReportConnection?: UserReportConnectionResolvers<ContextType>;
  UserReportEdge?: UserReportEdgeResolvers<ContextType>;
  UserResult?: UserResultResolvers<ContextType>;
  UsernameAvailability?: UsernameAvailabilityResolvers<ContextType>;
  VariantFlag?: VariantFlagResolvers<ContextType>;
  VerifyLoginCodeResult?: VerifyLoginCodeResultResolvers<ContextType>;
  VoterConnection?: VoterConnectionResolvers<ContextType>;
  VoterEdge?: VoterEdgeResolvers<ContextType>;
  WithheldInCountry?: WithheldInCountryResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
};

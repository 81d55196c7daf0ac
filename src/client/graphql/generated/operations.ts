/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** login signs in to an existing account; register creates one. */
export type AuthOperation =
  | 'login'
  | 'register';

export type IframeMetadataInput = {
  height: number;
  src: string;
  width: number;
};

export type ImageMetadataInput = {
  alt?: string | null | undefined;
  focusPercentX?: number | null | undefined;
  focusPercentY?: number | null | undefined;
  id: string;
  originalHeight: number;
  originalWidth: number;
};

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

export type MarkupInput = {
  end: number;
  href?: string | null | undefined;
  start: number;
  type: MarkupType;
  userId?: string | null | undefined;
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

export type MixtapeMetadataInput = {
  href: string;
  thumbnailImageId?: string | null | undefined;
};

/** A group of notification types that people switch e-mail on or off for together. */
export type NotificationEmailGroup =
  | 'CLAPS'
  | 'FOLLOWED_STORIES'
  | 'FOLLOWERS'
  | 'HIGHLIGHTS'
  | 'MENTIONS'
  | 'NOTES'
  | 'PARTNER_PROGRAM'
  | 'PUBLICATIONS'
  | 'RESPONSES'
  | 'SHARES';

export type NotificationPagingOptions = {
  /** 1 to 50; 10 when absent. */
  limit?: number | null | undefined;
  page?: number | null | undefined;
  source?: string | null | undefined;
  /** From NotificationPagingNext.to; absent for the first page. */
  to?: string | null | undefined;
};

export type ParagraphInput = {
  iframe?: IframeMetadataInput | null | undefined;
  /** INSET_CENTER, OUTSET_CENTER or FULL_WIDTH (images and embeds). */
  layout?: string | null | undefined;
  markups?: Array<MarkupInput> | null | undefined;
  metadata?: ImageMetadataInput | null | undefined;
  mixtapeMetadata?: MixtapeMetadataInput | null | undefined;
  name: string;
  text: string;
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

export type PostContentInput = {
  paragraphs: Array<ParagraphInput>;
};

export type PostSettingsInput = {
  /** http(s) only; an empty string clears it. */
  canonicalUrl?: string | null | undefined;
  focusPercentX?: number | null | undefined;
  focusPercentY?: number | null | undefined;
  license?: License | null | undefined;
  previewImageId?: string | null | undefined;
  previewSubtitle?: string | null | undefined;
  previewTitle?: string | null | undefined;
  seoDescription?: string | null | undefined;
  seoTitle?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  visibility?: PostVisibility | null | undefined;
};

export type PostStatus =
  | 'DRAFT'
  | 'PUBLISHED'
  /** Publish settings chosen; becomes public at scheduledAt. */
  | 'SCHEDULED';

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

export type PublishPostInput = {
  focusPercentX?: number | null | undefined;
  focusPercentY?: number | null | undefined;
  license?: License | null | undefined;
  previewImageId?: string | null | undefined;
  previewSubtitle?: string | null | undefined;
  previewTitle?: string | null | undefined;
  /** A future time schedules the story instead of publishing it now. */
  publishAt?: string | null | undefined;
  /** At most 5 display titles; each becomes a tag (slugged) on first use. */
  tags?: Array<string> | null | undefined;
  visibility?: PostVisibility | null | undefined;
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

/** The viewer's reading-list state of a story. */
export type ReadingListState =
  | 'ARCHIVE'
  | 'NONE'
  | 'QUEUE';

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

export type ResponseItemType =
  | 'SIMPLE_RESPONSE'
  /** A response with a title of its own. */
  | 'STORY_RESPONSE';

export type SearchTab =
  | 'PEOPLE'
  | 'PUBLICATIONS'
  | 'STORIES'
  | 'TAGS';

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

export type StatusForCollection =
  | 'APPROVED'
  | 'NOT_YET_SUBMITTED'
  | 'PENDING';

/** The tabs of /me/stories/{filterBy}. */
export type StoriesFilter =
  | 'DRAFTS'
  | 'PUBLIC'
  | 'UNLISTED';

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { viewer: { id: string, username: string, name: string, imageId: string | null, mediumMemberAt: string | null, email: string | null, unverifiedEmail: string | null, isSuspended: boolean } | null, variantFlags: Array<{ name: string, value: boolean | string }> };

export type EmailAvailabilityQueryVariables = Exact<{
  email: string;
}>;


export type EmailAvailabilityQuery = { emailAvailability: boolean };

export type SignInWithGoogleOneTapMutationVariables = Exact<{
  credential: string;
  operation: AuthOperation;
  redirect?: string | null | undefined;
}>;


export type SignInWithGoogleOneTapMutation = { signInWithGoogleOneTap:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'AlreadyExistsApple', message: string }
    | { __typename: 'AlreadyExistsFacebook', message: string }
    | { __typename: 'AlreadyExistsGoogle', message: string }
    | { __typename: 'AlreadyExistsTwitter', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'Token', authUrl: string }
    | { __typename: 'UserCreationRateLimited', message: string }
   };

export type AuthConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthConfigQuery = { authConfig: { authDomain: string, socialProviders: Array<SocialProvider>, googleClientId: string | null, captcha: { provider: string, siteKey: string | null, challengeUrl: string | null, scriptUrl: string | null } } };

export type AccountTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountTokenQuery = { accountToken: { token: string } };

export type SendAcctAuthEmailMutationVariables = Exact<{
  email: string;
  redirect?: string | null | undefined;
  fullName?: string | null | undefined;
  captchaValue?: string | null | undefined;
  operation: AuthOperation;
  onMobileWeb?: boolean | null | undefined;
  entry?: string | null | undefined;
}>;


export type SendAcctAuthEmailMutation = { sendAcctAuthEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'FailedChallenge', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'SendAcctAuthEmailSuccess', method: AuthOperation }
   };

export type VerifyLoginCodeMutationVariables = Exact<{
  loginCode: string;
}>;


export type VerifyLoginCodeMutation = { verifyLoginCode:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Token', authUrl: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type SendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type SendVerificationEmailMutation = { sendVerificationEmail: boolean };

export type ClapFieldsFragment = { id: string, clapCount: number, viewerClapCount: number };

export type ClapPostMutationVariables = Exact<{
  postId: string | number;
  count: number;
}>;


export type ClapPostMutation = { clap: { acceptedCount: number, clapCount: number, viewerClapCount: number } };

export type UnclapPostMutationVariables = Exact<{
  postId: string | number;
}>;


export type UnclapPostMutation = { unclap: { clapCount: number, viewerClapCount: number } };

export type PostVotersQueryVariables = Exact<{
  postId: string | number;
  first: number;
  after?: string | null | undefined;
}>;


export type PostVotersQuery = { postResult:
    | { __typename: 'AccountDeleted' }
    | { __typename: 'AccountSuspended' }
    | { __typename: 'Blocked' }
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, voters: { edges: Array<{ clapCount: number, cursor: string, node: { id: string, name: string, username: string, imageId: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } }
    | { __typename: 'PostSuspended' }
    | { __typename: 'RemovedByUser' }
    | { __typename: 'Unauthorized' }
    | { __typename: 'UnavailableForLegalReasons' }
    | { __typename: 'WithheldInCountry' }
   };

export type EditorParagraphFragment = { name: string, type: ParagraphType, text: string, layout: string | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, focusPercentX: number, focusPercentY: number, alt: string | null } | null, iframe: { src: string, width: number, height: number } | null, mixtapeMetadata: { href: string, thumbnailImageId: string | null } | null };

export type PostForEditingQueryVariables = Exact<{
  id: string | number;
}>;


export type PostForEditingQuery = { postForEditing:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostDraft', postId: string, title: string, subtitle: string, version: number, hasPendingEdits: boolean, content: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: string | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, focusPercentX: number, focusPercentY: number, alt: string | null } | null, iframe: { src: string, width: number, height: number } | null, mixtapeMetadata: { href: string, thumbnailImageId: string | null } | null }> }, post: { id: string, status: PostStatus, isPublished: boolean, mediumUrl: string, visibility: PostVisibility, license: License, previewTitle: string, previewSubtitle: string, inResponseToPost: { id: string, title: string, mediumUrl: string } | null, inResponseToQuote: { id: string, quoteText: string } | null, previewImage: { id: string, focusPercentX: number, focusPercentY: number } | null, tags: Array<{ id: string, displayTitle: string }> } }
   };

export type ResponseQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type ResponseQuoteQuery = { viewerQuote: { id: string, quoteText: string, post: { id: string, title: string, mediumUrl: string } | null } | null };

export type CreateDraftMutationVariables = Exact<{
  title?: string | null | undefined;
  subtitle?: string | null | undefined;
  content?: PostContentInput | null | undefined;
  inResponseToQuoteId?: string | number | null | undefined;
}>;


export type CreateDraftMutation = { createDraft: { id: string, version: number } };

export type SaveDraftMutationVariables = Exact<{
  postId: string | number;
  title: string;
  subtitle: string;
  content: PostContentInput;
  baseVersion: number;
}>;


export type SaveDraftMutation = { saveDraft:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string, currentVersion: number }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, version: number }
   };

export type PublishPostMutationVariables = Exact<{
  postId: string | number;
  input?: PublishPostInput | null | undefined;
}>;


export type PublishPostMutation = { publishPost: { id: string, status: PostStatus, mediumUrl: string, scheduledAt: string | null } };

export type EditorLinkPreviewQueryVariables = Exact<{
  url: string;
}>;


export type EditorLinkPreviewQuery = { linkPreview:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'LinkPreview', url: string, title: string | null, description: string | null, imageUrl: string | null, siteName: string | null, iframeSrc: string | null, iframeWidth: number | null, iframeHeight: number | null }
    | { __typename: 'TooManyRequests', message: string }
   };

export type HighlightFieldsFragment = { id: string, viewerHighlights: Array<{ id: string, paragraphName: string, startOffset: number, endOffset: number }>, topHighlight: { id: string, paragraphName: string, startOffset: number, endOffset: number, readerCount: number | null } | null, privateNotes: Array<{ id: string, postId: string, paragraphName: string, startOffset: number, endOffset: number, quoteText: string, content: string, createdAt: string, updatedAt: string, author: { id: string, name: string, username: string }, replies: Array<{ id: string, noteId: string, content: string, createdAt: string, author: { id: string, name: string, username: string } }> }> };

export type ViewerHighlightFieldsFragment = { id: string, paragraphName: string, startOffset: number, endOffset: number };

export type CreateQuoteMutationVariables = Exact<{
  postId: string | number;
  paragraphName: string;
  startOffset: number;
  endOffset: number;
}>;


export type CreateQuoteMutation = { createQuote: { id: string, paragraphName: string, startOffset: number, endOffset: number } };

export type DeleteQuoteMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type DeleteQuoteMutation = { deleteQuote: boolean };

export type LimitedStateFieldsFragment = { id: string, isLimited: boolean };

export type DismissUserReportMutationVariables = Exact<{
  reportId: string | number;
}>;


export type DismissUserReportMutation = { dismissUserReport: { id: string, status: ReportStatus } };

export type SuspendUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type SuspendUserMutation = { suspendUser: { id: string, isSuspended: boolean } };

export type UnsuspendUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type UnsuspendUserMutation = { unsuspendUser: { id: string, isSuspended: boolean } };

export type SuspendPostMutationVariables = Exact<{
  postId: string | number;
  reportId?: string | number | null | undefined;
}>;


export type SuspendPostMutation = { suspendPost: { id: string, isSuspended: boolean, isLimited: boolean } };

export type UnsuspendPostMutationVariables = Exact<{
  postId: string | number;
}>;


export type UnsuspendPostMutation = { unsuspendPost: { id: string, isSuspended: boolean, isLimited: boolean } };

export type LimitPostMutationVariables = Exact<{
  postId: string | number;
  reportId?: string | number | null | undefined;
}>;


export type LimitPostMutation = { limitPost: { id: string, isSuspended: boolean, isLimited: boolean } };

export type UnlimitPostMutationVariables = Exact<{
  postId: string | number;
}>;


export type UnlimitPostMutation = { unlimitPost: { id: string, isSuspended: boolean, isLimited: boolean } };

export type NoteReplyFieldsFragment = { id: string, noteId: string, content: string, createdAt: string, author: { id: string, name: string, username: string } };

export type NoteFieldsFragment = { id: string, postId: string, paragraphName: string, startOffset: number, endOffset: number, quoteText: string, content: string, createdAt: string, updatedAt: string, author: { id: string, name: string, username: string }, replies: Array<{ id: string, noteId: string, content: string, createdAt: string, author: { id: string, name: string, username: string } }> };

export type CreateNoteMutationVariables = Exact<{
  postId: string | number;
  paragraphName: string;
  startOffset: number;
  endOffset: number;
  content: string;
}>;


export type CreateNoteMutation = { createNote: { id: string, postId: string, paragraphName: string, startOffset: number, endOffset: number, quoteText: string, content: string, createdAt: string, updatedAt: string, author: { id: string, name: string, username: string }, replies: Array<{ id: string, noteId: string, content: string, createdAt: string, author: { id: string, name: string, username: string } }> } };

export type UpdateNoteMutationVariables = Exact<{
  noteId: string | number;
  content: string;
}>;


export type UpdateNoteMutation = { updateNote: { id: string, content: string, updatedAt: string } };

export type DeleteNoteMutationVariables = Exact<{
  noteId: string | number;
}>;


export type DeleteNoteMutation = { deleteNote: boolean };

export type ReplyToNoteMutationVariables = Exact<{
  noteId: string | number;
  content: string;
}>;


export type ReplyToNoteMutation = { replyToNote: { id: string, noteId: string, content: string, createdAt: string, author: { id: string, name: string, username: string } } };

export type NotificationEmailSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationEmailSettingsQuery = { notificationEmailSettings: Array<{ group: NotificationEmailGroup, enabled: boolean, label: string, description: string }> };

export type SetNotificationEmailSettingMutationVariables = Exact<{
  group: NotificationEmailGroup;
  enabled: boolean;
}>;


export type SetNotificationEmailSettingMutation = { setNotificationEmailSetting: { group: NotificationEmailGroup, enabled: boolean, label: string, description: string } };

export type NotificationStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationStatusQuery = { notificationStatus: { unreadNotificationCount: number } };

export type UpdateActivityLastViewedMutationVariables = Exact<{ [key: string]: never; }>;


export type UpdateActivityLastViewedMutation = { updateActivityLastViewed: boolean };

export type NotificationsConnectionQueryVariables = Exact<{
  pagingOptions?: NotificationPagingOptions | null | undefined;
  activityType?: string | null | undefined;
}>;


export type NotificationsConnectionQuery = { notificationsConnection: { notifications: Array<{ id: string, notificationType: string, occurredAt: string, isUnread: boolean, milestoneArg: number | null, rollupOthersCount: number, actor: { id: string, name: string, username: string, imageId: string | null, mediumMemberAt: string | null } | null, collection: { id: string, name: string, slug: string } | null, post: { id: string, title: string, mediumUrl: string } | null, responsePost: { id: string, mediumUrl: string } | null, note: { id: string, content: string } | null, noteReply: { id: string, content: string } | null, quote: { id: string, quoteParagraphPreview: string } | null }>, pagingInfo: { next: { limit: number, page: number, source: string, to: string } | null } } };

export type ParagraphFieldsFragment = { name: string, type: ParagraphType, text: string, layout: string | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string | null } | null, iframe: { src: string, width: number, height: number } | null, mixtapeMetadata: { href: string, thumbnailImageId: string | null } | null };

export type StoryCardFieldsFragment = { id: string, title: string, subtitle: string, mediumUrl: string, readingTime: number, latestPublishedAt: string | null, clapCount: number, responseCount: number, readingListState: ReadingListState, creator: { id: string, name: string, username: string }, collection: { id: string, name: string } | null, previewImage: { id: string } | null };

export type ReadingHistoryQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReadingHistoryQuery = { readingHistory: { edges: Array<{ cursor: string, readAt: string, node: { id: string, title: string, subtitle: string, mediumUrl: string, readingTime: number, creator: { id: string, name: string, username: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RemoveFromReadingHistoryMutationVariables = Exact<{
  postId: string | number;
}>;


export type RemoveFromReadingHistoryMutation = { removeFromReadingHistory: boolean };

export type ClearReadingHistoryMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearReadingHistoryMutation = { clearReadingHistory: boolean };

export type BookmarkFieldsFragment = { id: string, readingListState: ReadingListState };

export type BookmarkPostMutationVariables = Exact<{
  targetPostId: string | number;
}>;


export type BookmarkPostMutation = { bookmarkPost: { id: string, readingListState: ReadingListState } };

export type UnbookmarkPostMutationVariables = Exact<{
  targetPostId: string | number;
}>;


export type UnbookmarkPostMutation = { unbookmarkPost: { id: string, readingListState: ReadingListState } };

export type ArchivePostMutationVariables = Exact<{
  targetPostId: string | number;
}>;


export type ArchivePostMutation = { archivePost: { id: string, readingListState: ReadingListState } };

export type UnarchivePostMutationVariables = Exact<{
  targetPostId: string | number;
}>;


export type UnarchivePostMutation = { unarchivePost: { id: string, readingListState: ReadingListState } };

export type ResponseCountFieldsFragment = { id: string, responseCount: number };

export type ResponsePostFieldsFragment = { id: string, title: string, mediumUrl: string, firstPublishedAt: string | null, latestPublishedAt: string | null, responseCount: number, inResponseToQuote: { id: string, quoteText: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, mediumMemberAt: string | null }, content: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: string | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string | null } | null, iframe: { src: string, width: number, height: number } | null, mixtapeMetadata: { href: string, thumbnailImageId: string | null } | null }> } };

export type PostResponsesQueryVariables = Exact<{
  postId: string | number;
  limit?: number | null | undefined;
  to?: string | null | undefined;
}>;


export type PostResponsesQuery = { postResult:
    | { __typename: 'AccountDeleted' }
    | { __typename: 'AccountSuspended' }
    | { __typename: 'Blocked' }
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, responseCount: number, creator: { id: string }, postResponses: { count: number, responsesConnection: { items: Array<{ itemType: ResponseItemType, postId: string, isHidden: boolean, post: { id: string, title: string, mediumUrl: string, firstPublishedAt: string | null, latestPublishedAt: string | null, responseCount: number, inResponseToQuote: { id: string, quoteText: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, mediumMemberAt: string | null }, content: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: string | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string | null } | null, iframe: { src: string, width: number, height: number } | null, mixtapeMetadata: { href: string, thumbnailImageId: string | null } | null }> } } }>, pagingInfo: { next: { limit: number, to: string } | null } } } }
    | { __typename: 'PostSuspended' }
    | { __typename: 'RemovedByUser' }
    | { __typename: 'Unauthorized' }
    | { __typename: 'UnavailableForLegalReasons' }
    | { __typename: 'WithheldInCountry' }
   };

export type PublishResponseMutationVariables = Exact<{
  inResponseToPostId: string | number;
  content: PostContentInput;
}>;


export type PublishResponseMutation = { publishResponse: { id: string, title: string, mediumUrl: string, firstPublishedAt: string | null, latestPublishedAt: string | null, responseCount: number, inResponseToQuote: { id: string, quoteText: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, mediumMemberAt: string | null }, content: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: string | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string | null } | null, iframe: { src: string, width: number, height: number } | null, mixtapeMetadata: { href: string, thumbnailImageId: string | null } | null }> } } };

export type HidePostResponseMutationVariables = Exact<{
  parentPostId: string | number;
  postResponseId: string | number;
}>;


export type HidePostResponseMutation = { hidePostResponseOnParentPost: boolean };

export type UnhidePostResponseMutationVariables = Exact<{
  parentPostId: string | number;
  postResponseId: string | number;
}>;


export type UnhidePostResponseMutation = { unhidePostResponseOnParentPost: boolean };

export type SearchScopeWriterQueryVariables = Exact<{
  username: string;
}>;


export type SearchScopeWriterQuery = { user:
    | { __typename: 'AccountSuspended' }
    | { __typename: 'Blocked' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, name: string, username: string }
   };

export type FollowButtonUserFieldsFragment = { id: string, name: string, username: string, isFollowing: boolean };

export type FollowToggleTestPersonFragment = { id: string, isFollowing: boolean, followerCount: number };

export type FollowToggleTestViewerFragment = { id: string, followingCount: number };

export type FollowToggleTestProfileQueryVariables = Exact<{
  username: string;
}>;


export type FollowToggleTestProfileQuery = { user:
    | { __typename: 'AccountSuspended' }
    | { __typename: 'Blocked' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, isFollowing: boolean, followerCount: number }
   };

export type FollowsDialogQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FollowsDialogQuery = { user:
    | { __typename: 'AccountSuspended' }
    | { __typename: 'Blocked' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, followers: { edges: Array<{ cursor: string, node: { imageId: string | null, id: string, name: string, username: string, isFollowing: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } }
   };

export type FollowUserMutationVariables = Exact<{
  targetUserId: string | number;
}>;


export type FollowUserMutation = { followUser: { id: string, isFollowing: boolean } };

export type UnfollowUserMutationVariables = Exact<{
  targetUserId: string | number;
}>;


export type UnfollowUserMutation = { unfollowUser: { id: string, isFollowing: boolean } };

export type BlockUserMutationVariables = Exact<{
  userId: string | number;
  targetUserId: string | number;
}>;


export type BlockUserMutation = { blockUser: { id: string, isBlocking: boolean, isFollowing: boolean, followerCount: number, followingCount: number } };

export type UnblockUserMutationVariables = Exact<{
  userId: string | number;
  targetUserId: string | number;
}>;


export type UnblockUserMutation = { unblockUser: { id: string, isBlocking: boolean } };

export type ReportUserMutationVariables = Exact<{
  userId: string | number;
  targetUserId: string | number;
  alsoBlockUser: boolean;
  reason?: ReportReason | null | undefined;
  note?: string | null | undefined;
}>;


export type ReportUserMutation = { reportAndMaybeBlockUser: { report: { id: string }, user: { id: string, isBlocking: boolean, isFollowing: boolean, followerCount: number, followingCount: number } } };

export type MuteUserMutationVariables = Exact<{
  targetUserId: string | number;
}>;


export type MuteUserMutation = { muteUser: { id: string, name: string, isMuting: boolean } };

export type UnmuteUserMutationVariables = Exact<{
  targetUserId: string | number;
}>;


export type UnmuteUserMutation = { unmuteUser: { id: string, name: string, isMuting: boolean } };

export type MuteCollectionMutationVariables = Exact<{
  targetCollectionId: string | number;
}>;


export type MuteCollectionMutation = { muteCollection: { id: string, name: string, viewerIsMuting: boolean } };

export type UnmuteCollectionMutationVariables = Exact<{
  targetCollectionId: string | number;
}>;


export type UnmuteCollectionMutation = { unmuteCollection: { id: string, name: string, viewerIsMuting: boolean } };

export type StoryMenuTargetsQueryVariables = Exact<{
  id: string | number;
}>;


export type StoryMenuTargetsQuery = { postResult:
    | { __typename: 'AccountDeleted' }
    | { __typename: 'AccountSuspended' }
    | { __typename: 'Blocked' }
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, creator: { id: string, name: string, username: string, isBlocking: boolean, isMuting: boolean }, collection: { id: string, name: string, viewerIsEditor: boolean, viewerIsMuting: boolean } | null }
    | { __typename: 'PostSuspended' }
    | { __typename: 'RemovedByUser' }
    | { __typename: 'Unauthorized' }
    | { __typename: 'UnavailableForLegalReasons' }
    | { __typename: 'WithheldInCountry' }
   };

export type UserActionsMenuFieldsFragment = { id: string, name: string, username: string, isBlocking: boolean, isMuting: boolean };

export type AdminReportsQueryVariables = Exact<{
  status: ReportStatus;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminReportsQuery = { viewer: { id: string, isStaff: boolean | null } | null, userReports: { edges: Array<{ cursor: string, node: { id: string, status: ReportStatus, reason: ReportReason, note: string | null, createdAt: string, reviewedAt: string | null, targetUser: { id: string, username: string, name: string, isSuspended: boolean }, reporter: { id: string, username: string, name: string } | null, targetRecentStories: Array<{ id: string, title: string, mediumUrl: string, isSuspended: boolean, isLimited: boolean }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type HomeScreenQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type HomeScreenQuery = { latestPosts: { edges: Array<{ cursor: string, node: { id: string, title: string, subtitle: string, mediumUrl: string, readingTime: number, latestPublishedAt: string | null, clapCount: number, responseCount: number, readingListState: ReadingListState, creator: { id: string, name: string, username: string }, collection: { id: string, name: string } | null, previewImage: { id: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type MuteSettingsQueryVariables = Exact<{
  isUsers: boolean;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MuteSettingsQuery = { viewer: { id: string, mutedUsers?: { edges: Array<{ cursor: string, node: { id: string, name: string, username: string, imageId: string | null, isMuting: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, mutedCollections?: { edges: Array<{ cursor: string, node: { id: string, name: string, slug: string, viewerIsMuting: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type NotFoundScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type NotFoundScreenQuery = { sampleStories: Array<{ id: string, title: string, mediumUrl: string, readingTime: number, creator: { id: string, name: string }, previewImage: { id: string } | null }> };

export type OneClickFollowQueryVariables = Exact<{
  username: string;
}>;


export type OneClickFollowQuery = { userResult:
    | { __typename: 'AccountSuspended', message: string }
    | { __typename: 'Blocked', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', id: string, bio: string, imageId: string | null, followerCount: number, name: string, username: string, isFollowing: boolean }
   };

export type StorySettingsFieldsFragment = { id: string, title: string, mediumUrl: string, isPublished: boolean, previewTitle: string, previewSubtitle: string, seoTitle: string | null, seoDescription: string | null, canonicalUrl: string | null, license: License, visibility: PostVisibility, previewImage: { id: string, focusPercentX: number, focusPercentY: number } | null, tags: Array<{ id: string, displayTitle: string }> };

export type PostSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type PostSettingsQuery = { postForEditing:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostDraft', postId: string, title: string, subtitle: string, content: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string | null } | null }> }, post: { id: string, title: string, mediumUrl: string, isPublished: boolean, previewTitle: string, previewSubtitle: string, seoTitle: string | null, seoDescription: string | null, canonicalUrl: string | null, license: License, visibility: PostVisibility, previewImage: { id: string, focusPercentX: number, focusPercentY: number } | null, tags: Array<{ id: string, displayTitle: string }> } }
   };

export type UpdatePostSettingsMutationVariables = Exact<{
  postId: string | number;
  input: PostSettingsInput;
}>;


export type UpdatePostSettingsMutation = { updatePostSettings: { id: string, title: string, mediumUrl: string, isPublished: boolean, previewTitle: string, previewSubtitle: string, seoTitle: string | null, seoDescription: string | null, canonicalUrl: string | null, license: License, visibility: PostVisibility, previewImage: { id: string, focusPercentX: number, focusPercentY: number } | null, tags: Array<{ id: string, displayTitle: string }> } };

export type PostScreenQueryVariables = Exact<{
  id: string | number;
  shareKey?: string | null | undefined;
}>;


export type PostScreenQuery = { postResult:
    | { __typename: 'AccountDeleted' }
    | { __typename: 'AccountSuspended', message: string }
    | { __typename: 'Blocked', message: string }
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, visibility: PostVisibility, isLocked: boolean, isPublished: boolean, readingTime: number, firstPublishedAt: string | null, latestPublishedAt: string | null, updatedAt: string, seoTitle: string | null, seoDescription: string | null, canonicalUrl: string | null, previewTitle: string, previewSubtitle: string, shareKey: string | null, friendLink: string | null, statusForCollection: StatusForCollection | null, clapCount: number, viewerClapCount: number, readingListState: ReadingListState, responseCount: number, isLimited: boolean, inResponseToPost: { id: string, title: string, mediumUrl: string } | null, inResponseToQuote: { id: string, quoteText: string } | null, creator: { id: string, name: string, username: string, imageId: string | null, mediumMemberAt: string | null }, collection: { id: string, name: string, slug: string, viewerIsEditor: boolean } | null, pendingCollection: { id: string, name: string, viewerIsEditor: boolean } | null, previewImage: { id: string, originalWidth: number, originalHeight: number, alt: string | null, focusPercentX: number, focusPercentY: number } | null, tags: Array<{ id: string, displayTitle: string }>, content: { isLockedPreviewOnly: boolean, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: string | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string | null } | null, iframe: { src: string, width: number, height: number } | null, mixtapeMetadata: { href: string, thumbnailImageId: string | null } | null }> }, viewerHighlights: Array<{ id: string, paragraphName: string, startOffset: number, endOffset: number }>, topHighlight: { id: string, paragraphName: string, startOffset: number, endOffset: number, readerCount: number | null } | null, privateNotes: Array<{ id: string, postId: string, paragraphName: string, startOffset: number, endOffset: number, quoteText: string, content: string, createdAt: string, updatedAt: string, author: { id: string, name: string, username: string }, replies: Array<{ id: string, noteId: string, content: string, createdAt: string, author: { id: string, name: string, username: string } }> }> }
    | { __typename: 'PostSuspended', message: string }
    | { __typename: 'RemovedByUser', message: string }
    | { __typename: 'Unauthorized' }
    | { __typename: 'UnavailableForLegalReasons', message: string }
    | { __typename: 'WithheldInCountry', message: string }
   };

export type PostOwnershipQueryVariables = Exact<{
  id: string | number;
}>;


export type PostOwnershipQuery = { postForEditing:
    | { __typename: 'NotFound' }
    | { __typename: 'PostDraft' }
   };

export type ProfileHeaderFieldsFragment = { id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, createdAt: string, followerCount: number, followingCount: number, isFollowing: boolean, isBlocking: boolean, isMuting: boolean };

type ProfileResultFields_AccountSuspended_Fragment = { __typename: 'AccountSuspended', message: string };

type ProfileResultFields_Blocked_Fragment = { __typename: 'Blocked', message: string };

type ProfileResultFields_NotFound_Fragment = { __typename: 'NotFound', message: string };

type ProfileResultFields_User_Fragment = { __typename: 'User', id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, createdAt: string, followerCount: number, followingCount: number, isFollowing: boolean, isBlocking: boolean, isMuting: boolean };

export type ProfileResultFieldsFragment =
  | ProfileResultFields_AccountSuspended_Fragment
  | ProfileResultFields_Blocked_Fragment
  | ProfileResultFields_NotFound_Fragment
  | ProfileResultFields_User_Fragment
;

export type ProfilePersonFieldsFragment = { id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, isFollowing: boolean };

export type ProfileStoryPageFieldsFragment = { edges: Array<{ cursor: string, node: { id: string, title: string, subtitle: string, mediumUrl: string, readingTime: number, latestPublishedAt: string | null, clapCount: number, responseCount: number, readingListState: ReadingListState, creator: { id: string, name: string, username: string }, collection: { id: string, name: string } | null, previewImage: { id: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } };

export type ProfilePeoplePageFieldsFragment = { edges: Array<{ cursor: string, node: { id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, isFollowing: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } };

export type ProfileAboutQueryVariables = Exact<{
  username: string;
}>;


export type ProfileAboutQuery = { user:
    | { __typename: 'AccountSuspended', message: string }
    | { __typename: 'Blocked', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, createdAt: string, followerCount: number, followingCount: number, isFollowing: boolean, isBlocking: boolean, isMuting: boolean }
   };

export type ProfileFollowersQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ProfileFollowersQuery = { user:
    | { __typename: 'AccountSuspended', message: string }
    | { __typename: 'Blocked', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, createdAt: string, followerCount: number, followingCount: number, isFollowing: boolean, isBlocking: boolean, isMuting: boolean, followers: { edges: Array<{ cursor: string, node: { id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, isFollowing: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } }
   };

export type ProfileFollowingQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ProfileFollowingQuery = { user:
    | { __typename: 'AccountSuspended', message: string }
    | { __typename: 'Blocked', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, createdAt: string, followerCount: number, followingCount: number, isFollowing: boolean, isBlocking: boolean, isMuting: boolean, following: { edges: Array<{ cursor: string, node: { id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, isFollowing: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } }
   };

export type ProfileRecommendedQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ProfileRecommendedQuery = { user:
    | { __typename: 'AccountSuspended', message: string }
    | { __typename: 'Blocked', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, createdAt: string, followerCount: number, followingCount: number, isFollowing: boolean, isBlocking: boolean, isMuting: boolean, recommendedStories: { edges: Array<{ cursor: string, node: { id: string, title: string, subtitle: string, mediumUrl: string, readingTime: number, latestPublishedAt: string | null, clapCount: number, responseCount: number, readingListState: ReadingListState, creator: { id: string, name: string, username: string }, collection: { id: string, name: string } | null, previewImage: { id: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } }
   };

export type ProfileResponsesQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ProfileResponsesQuery = { user:
    | { __typename: 'AccountSuspended', message: string }
    | { __typename: 'Blocked', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, createdAt: string, followerCount: number, followingCount: number, isFollowing: boolean, isBlocking: boolean, isMuting: boolean, responseStories: { edges: Array<{ cursor: string, node: { id: string, title: string, subtitle: string, mediumUrl: string, readingTime: number, latestPublishedAt: string | null, clapCount: number, responseCount: number, readingListState: ReadingListState, creator: { id: string, name: string, username: string }, collection: { id: string, name: string } | null, previewImage: { id: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } }
   };

export type ProfileHomeQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ProfileHomeQuery = { user:
    | { __typename: 'AccountSuspended', message: string }
    | { __typename: 'Blocked', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, createdAt: string, followerCount: number, followingCount: number, isFollowing: boolean, isBlocking: boolean, isMuting: boolean, latestStories: { edges: Array<{ cursor: string, node: { id: string, title: string, subtitle: string, mediumUrl: string, readingTime: number, latestPublishedAt: string | null, clapCount: number, responseCount: number, readingListState: ReadingListState, creator: { id: string, name: string, username: string }, collection: { id: string, name: string } | null, previewImage: { id: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } }
   };

export type ProfileSeriesQueryVariables = Exact<{
  username: string;
}>;


export type ProfileSeriesQuery = { user:
    | { __typename: 'AccountSuspended', message: string }
    | { __typename: 'Blocked', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, createdAt: string, followerCount: number, followingCount: number, isFollowing: boolean, isBlocking: boolean, isMuting: boolean }
   };

export type RetrieveReadingListQueryVariables = Exact<{
  type: ReadingListFilter;
  searchQuery?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RetrieveReadingListQuery = { readingList: { savedCount: number, archivedCount: number, postPreviews: Array<{ postId: string, post: { id: string, title: string, subtitle: string, mediumUrl: string, readingTime: number, latestPublishedAt: string | null, clapCount: number, responseCount: number, readingListState: ReadingListState, creator: { id: string, name: string, username: string }, collection: { id: string, name: string } | null, previewImage: { id: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RegistrationFormQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationFormQuery = { viewer: { id: string, username: string, name: string } | null };

export type ChooseUsernameMutationVariables = Exact<{
  username: string;
}>;


export type ChooseUsernameMutation = { chooseUsername:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'User', id: string, username: string }
   };

export type SearchScreenQueryVariables = Exact<{
  query: string;
  tab: SearchTab;
  page: number;
  username?: string | null | undefined;
}>;


export type SearchScreenQuery = { search: { query: string, tab: SearchTab, page: number, hasNextPage: boolean, suggestion: string | null, scopedTo: { id: string, name: string, username: string } | null, stories: Array<{ id: string, title: string, subtitle: string, mediumUrl: string, readingTime: number, latestPublishedAt: string | null, clapCount: number, responseCount: number, readingListState: ReadingListState, creator: { id: string, name: string, username: string }, collection: { id: string, name: string } | null, previewImage: { id: string } | null }>, people: Array<{ id: string, name: string, username: string, bio: string }>, publications: Array<{ id: string, name: string, slug: string, description: string }>, tags: Array<{ tagSlug: string, displayText: string, postCount: number, followerCount: number }> } };

export type SettingsProfileFieldsFragment = { id: string, username: string, name: string, bio: string, imageId: string | null };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { viewer: { email: string | null, unverifiedEmail: string | null, id: string, username: string, name: string, bio: string, imageId: string | null } | null };

export type UpdateProfileMutationVariables = Exact<{
  name: string;
  bio: string;
}>;


export type UpdateProfileMutation = { updateProfile:
    | { __typename: 'ProfileFieldError', field: ProfileField, message: string }
    | { __typename: 'User', id: string, username: string, name: string, bio: string, imageId: string | null }
   };

export type UpdateProfileImageMutationVariables = Exact<{
  imageId?: string | null | undefined;
}>;


export type UpdateProfileImageMutation = { updateProfileImage:
    | { __typename: 'ProfileFieldError', field: ProfileField, message: string }
    | { __typename: 'User', id: string, username: string, name: string, bio: string, imageId: string | null }
   };

export type ChangeUsernameMutationVariables = Exact<{
  username: string;
}>;


export type ChangeUsernameMutation = { changeUsername:
    | { __typename: 'ProfileFieldError', field: ProfileField, message: string }
    | { __typename: 'User', id: string, username: string, name: string, bio: string, imageId: string | null }
   };

export type UsernameAvailabilityQueryVariables = Exact<{
  username: string;
}>;


export type UsernameAvailabilityQuery = { usernameAvailability: { username: string, isAvailable: boolean, message: string | null } };

export type SitePageScreenQueryVariables = Exact<{
  name: SitePageName;
}>;


export type SitePageScreenQuery = { sitePage: { name: SitePageName, title: string, description: string, html: string } };

export type TagScreenQueryVariables = Exact<{
  slug: string;
  page: number;
}>;


export type TagScreenQuery = { tagPage: { slug: string, displayTitle: string, postCount: number, followerCount: number, page: number, hasNextPage: boolean, latestStories: Array<{ id: string, title: string, subtitle: string, mediumUrl: string, readingTime: number, latestPublishedAt: string | null, clapCount: number, responseCount: number, readingListState: ReadingListState, creator: { id: string, name: string, username: string }, collection: { id: string, name: string } | null, previewImage: { id: string } | null }>, topStories: Array<{ id: string, title: string, subtitle: string, mediumUrl: string, readingTime: number, latestPublishedAt: string | null, clapCount: number, responseCount: number, readingListState: ReadingListState, creator: { id: string, name: string, username: string }, collection: { id: string, name: string } | null, previewImage: { id: string } | null }>, relatedTags: Array<{ tagSlug: string, displayText: string }> } | null };

export type UserHighlightsQueryVariables = Exact<{
  username: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type UserHighlightsQuery = { user:
    | { __typename: 'AccountSuspended', message: string }
    | { __typename: 'Blocked', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, imageId: string | null, mediumMemberAt: string | null, createdAt: string, followerCount: number, followingCount: number, isFollowing: boolean, isBlocking: boolean, isMuting: boolean }
  , userHighlights: { edges: Array<{ cursor: string, node: { id: string, quoteText: string, createdAt: string, post: { id: string, title: string, mediumUrl: string, creator: { id: string, name: string } } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type YourStoriesQueryVariables = Exact<{
  filter: StoriesFilter;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type YourStoriesQuery = { viewerStoryCounts: { drafts: number, public: number, unlisted: number }, viewerStories: { edges: Array<{ cursor: string, node: { id: string, title: string, subtitle: string, previewSubtitle: string, status: PostStatus, visibility: PostVisibility, readingTime: number, updatedAt: string, latestPublishedAt: string | null, scheduledAt: string | null, content: { paragraphs: Array<{ name: string, type: ParagraphType, text: string }> } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type UnpublishStoryMutationVariables = Exact<{
  postId: string | number;
}>;


export type UnpublishStoryMutation = { unpublishPost: { id: string, status: PostStatus, isPublished: boolean } };

export type DeleteStoryMutationVariables = Exact<{
  postId: string | number;
}>;


export type DeleteStoryMutation = { deletePost: boolean };

export type UserMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type UserMenuQuery = { viewer: { id: string, isPartnerProgramEnrolled: boolean, isStaff: boolean | null, isSuspended: boolean } | null };

/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** login signs in to an existing account; register creates one. */
export type AuthOperation =
  | 'login'
  | 'register';

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

export type SocialProvider =
  | 'apple'
  | 'facebook'
  | 'google'
  | 'twitter';

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { viewer: { id: string, username: string, name: string, imageId: string | null, mediumMemberAt: string | null, email: string | null, unverifiedEmail: string | null } | null, variantFlags: Array<{ name: string, value: boolean | string }> };

export type OneTapConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type OneTapConfigQuery = { authConfig: { googleClientId: string | null } };

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


export type AuthConfigQuery = { authConfig: { authDomain: string, socialProviders: Array<SocialProvider>, googleClientId: string | null, captcha: { provider: string, siteKey: string | null, challengeUrl: string | null } } };

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

export type HomeScreenQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type HomeScreenQuery = { latestPosts: { edges: Array<{ cursor: string, node: { id: string, title: string, subtitle: string, mediumUrl: string, readingTime: number, latestPublishedAt: string | null, creator: { id: string, name: string, username: string }, collection: { id: string, name: string } | null, previewImage: { id: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type NotFoundScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type NotFoundScreenQuery = { sampleStories: Array<{ id: string, title: string, mediumUrl: string, readingTime: number, creator: { id: string, name: string }, previewImage: { id: string } | null }> };

export type PostScreenQueryVariables = Exact<{
  id: string | number;
}>;


export type PostScreenQuery = { postResult:
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, readingTime: number, latestPublishedAt: string | null, isPublished: boolean, creator: { id: string, name: string, username: string }, collection: { id: string, name: string, slug: string } | null, tags: Array<{ id: string, displayTitle: string }>, content: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: string | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null }>, metadata: { id: string, originalWidth: number, originalHeight: number, alt: string | null } | null, iframe: { src: string, width: number, height: number } | null, mixtapeMetadata: { href: string, thumbnailImageId: string | null } | null }> } }
   };

export type RegistrationFormQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationFormQuery = { viewer: { id: string, username: string, name: string } | null };

export type ChooseUsernameMutationVariables = Exact<{
  username: string;
}>;


export type ChooseUsernameMutation = { chooseUsername:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'User', id: string, username: string }
   };

import { statusForPostResult } from '@shared/access/post-result-status';
import { appErrorForStatus } from '@server/lib/app-errors';
import type { AppError } from '@server/lib/app-errors';
import { ACCESS_TEXTS } from '@shared/access/access-texts';

/**
 * Why the access room said no. `code` names the PostResult type a story page
 * answers with (or SignInRequired / ViewerSuspended for actions); `status` is
 * the HTTP status every transport uses for it, from the one shared table.
 */
type RefusalCode =
  | 'NotFound'
  | 'RemovedByUser'
  | 'PostSuspended'
  | 'AccountSuspended'
  | 'Blocked'
  | 'SignInRequired'
  | 'ViewerSuspended';

export interface Refusal {
  code: RefusalCode;
  status: number;
  message: string;
}

const ACTION_STATUS: Partial<Record<RefusalCode, number>> = {
  SignInRequired: 401,
  ViewerSuspended: 403,
};

function refusal(code: RefusalCode, message: string): Refusal {
  return { code, status: ACTION_STATUS[code] ?? statusForPostResult(code), message };
}

export const REFUSALS = {
  notFound: refusal('NotFound', ACCESS_TEXTS.notFound),
  removedByUser: refusal('RemovedByUser', ACCESS_TEXTS.removedByUser),
  postSuspended: refusal('PostSuspended', ACCESS_TEXTS.postSuspended),
  accountSuspended: refusal('AccountSuspended', ACCESS_TEXTS.accountSuspended),
  blocked: refusal('Blocked', ACCESS_TEXTS.blockedStory),
  signInRequired: refusal('SignInRequired', 'You must be signed in.'),
  viewerSuspended: refusal('ViewerSuspended', ACCESS_TEXTS.viewerSuspended),
} as const;

/** The PostResult members a story's refusal is answered as. */
export type PostResultRefusal = {
  __typename: Exclude<RefusalCode, 'SignInRequired' | 'ViewerSuspended'>;
  message: string;
};

/** The PostResult member a refusal is answered as (an action's refusal reads as NotFound). */
export function postResultOf(refused: Refusal): PostResultRefusal {
  if (refused.code === 'SignInRequired' || refused.code === 'ViewerSuspended')
    return { __typename: 'NotFound', message: ACCESS_TEXTS.notFound };
  return { __typename: refused.code, message: refused.message };
}

/**
 * The application error a refusal is thrown as, by its status (the one table
 * in lib/app-errors); GraphQL and REST each turn it into their own answer.
 */
export function refusalError(refused: Refusal): AppError {
  return appErrorForStatus(refused.status, refused.message);
}

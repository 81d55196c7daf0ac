import { statusForPostResult } from '@shared/access/post-result-status';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '@server/graphql/errors';
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
 * The typed error a refusal is thrown as, mapped by status in this one place;
 * GraphQL and the REST twins turn it into their own answer.
 */
export function refusalError(refused: Refusal): Error {
  if (refused.status === 401) return new UnauthorizedError(refused.message);
  if (refused.status === 403) return new ForbiddenError(refused.message);
  if (refused.status === 400) return new BadRequestError(refused.message);
  return new NotFoundError(refused.message);
}

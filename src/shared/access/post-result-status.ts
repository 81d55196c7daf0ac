/**
 * The HTTP status of every PostResult type, for every transport that answers
 * one (the story page, AMP, feeds, REST). It lives in shared code because the
 * page decides its status from the GraphQL answer it rendered, and the server
 * routes decide theirs from the access room's refusal: one table, so they agree.
 */
const STATUS_BY_RESULT: Record<string, number> = {
  Post: 200,
  // Someone else's draft, a missing story and a deleted account look alike.
  NotFound: 404,
  Unauthorized: 404,
  AccountDeleted: 404,
  RemovedByUser: 410,
  PostSuspended: 410,
  AccountSuspended: 410,
  // The author blocked the viewer: the story exists and the page says why it is refused.
  Blocked: 403,
  WithheldInCountry: 451,
  UnavailableForLegalReasons: 451,
};

export function statusForPostResult(typename: string | undefined): number {
  return (typename && STATUS_BY_RESULT[typename]) || 404;
}

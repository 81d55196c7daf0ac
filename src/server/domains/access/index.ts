/**
 * The access room: who may see or act on a story, answered the same way for
 * pages, AMP, feeds, GraphQL and REST. Publications' roles join here.
 */
export { authorize, requireAuthorized } from './authorize';
export { createEntityLoaders } from './entity.loaders';
export {
  mayJoinPartnerProgram,
  mayViewBillingRecord,
  mayViewPartnerEarnings,
} from './billing-access';
export { requireActionOnStory } from './story-action';
export { findLiveStory } from './live-story';
export { REFUSALS, postResultOf } from './refusal';
export type { PostResultRefusal } from './refusal';
export { personListedToViewerSql } from './person-visibility-sql';
export { parentNamedTo } from './response-parent';
export { readableStory } from './readable-story';
export {
  canReadNote,
  canSeeStoryStats,
  isAuthor,
  isCollectionEditor,
  viewerRoleIn,
} from './story-roles';
export {
  PUBLICATION_ACCESS_TEXTS,
  isPublicationStaff,
  mayChangeShortform,
  mayInPublication,
  memberRoleFromDb,
  operationsInPublication,
  publicationRoleOf,
  requirePublicationRole,
  requireShortformChange,
} from './publication-roles';
export { requireStaff, requireViewer, requireWriter } from './viewer-guards';
export { refuseMemberOnlyChange } from './member-only-switch';
export { isMember } from './membership';
export { readerMeterFromDb } from './reader-meter';
export type { MeteredStory, ReaderMeter } from './reader-meter';
export { bodyForEveryone } from './story-body';
export { loadStoryFacts } from './story-facts';
export { canSeeTopic, topicListedSql, topicVisibleSql } from './topic-visibility';
export {
  listedSql,
  liveStorySql,
  notSuspendedSql,
  responseNotHiddenFromSql,
  visibleToViewerSql,
} from './visibility-sql';

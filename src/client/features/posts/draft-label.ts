import { POST_TEXTS } from './texts';

export interface DraftLabelInput {
  isPublished: boolean;
  statusForCollection: 'PENDING' | 'APPROVED' | 'NOT_YET_SUBMITTED' | null | undefined;
  /** The viewer wrote the story. */
  isAuthor: boolean;
  /** The publication the story is submitted to, when the viewer may know it. */
  pendingCollection: { name: string; viewerIsEditor: boolean } | null | undefined;
}

function unpublishedLabel(input: DraftLabelInput): string {
  const collection = input.pendingCollection;
  if (input.statusForCollection === 'PENDING') {
    if (collection && collection.viewerIsEditor && input.isAuthor)
      return POST_TEXTS.draftIn(collection.name);
    return collection ? POST_TEXTS.draftSubmittedTo(collection.name) : POST_TEXTS.submittedDraft;
  }
  if (input.statusForCollection === 'NOT_YET_SUBMITTED') return POST_TEXTS.unsubmittedDraft;
  return POST_TEXTS.draft;
}

/**
 * The bar's label for the story on show (navigation §4, Draft labels): only the
 * author or the pending publication's editor sees one; published stories have
 * none unless they wait for a publication's approval.
 */
export function draftLabelFor(input: DraftLabelInput): string | null {
  const isEditor = !!input.pendingCollection?.viewerIsEditor;
  if (!input.isAuthor && !isEditor) return null;
  if (!input.isPublished) return unpublishedLabel(input);
  if (input.statusForCollection !== 'PENDING') return null;
  return input.pendingCollection
    ? POST_TEXTS.submittedTo(input.pendingCollection.name)
    : POST_TEXTS.submittedStory;
}

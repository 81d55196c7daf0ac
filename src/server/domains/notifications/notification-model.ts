/** A stored notification as the API resolves it (one row of the viewer's list). */
export interface NotificationParent {
  id: string;
  recipientId: string;
  /** The base type of spec §9, without the `_rollup` suffix. */
  type: string;
  /** True when several people are grouped in this row (the type gets `_rollup`). */
  isRollup: boolean;
  /** The newest person's id; null when unknown. */
  actorId: string | null;
  /** Everyone grouped in this row, newest first (at most 10). */
  actorIds: readonly string[];
  /** How many people the row groups in all. */
  actorCount: number;
  postId: string | null;
  responsePostId: string | null;
  quoteId: string | null;
  noteId: string | null;
  noteReplyId: string | null;
  collectionId: string | null;
  milestone: number | null;
  occurredAt: Date;
  isUnread: boolean;
}

export interface NotificationRollupItemParent {
  actorId: string;
}

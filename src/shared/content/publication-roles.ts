/** A publication's roles and the states of an invitation to join one. */

/** Roles held in collection_members; the creator is the publication's own column. */
export type MemberRole = 'EDITOR' | 'WRITER';

/** What a viewer is to a publication. */
export type PublicationRole = 'CREATOR' | MemberRole;

export type InvitationState = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'REVOKED';

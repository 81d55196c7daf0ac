/** What the publications domain says when it refuses something. */
export const PUBLICATION_TEXTS = {
  nameRequired: 'Give your publication a name.',
  nameTooLong: 'Publication names may be at most 100 characters.',
  taglineTooLong: 'Taglines may be at most 160 characters.',
  slugLength: 'Publication URLs must be 2 to 50 characters long.',
  slugCharacters:
    'Publication URLs may only contain lowercase letters, numbers and hyphens, and cannot start or end with a hyphen.',
  slugReserved: 'That URL is reserved. Please choose another one.',
  slugTaken: 'That URL is already taken. Please choose another one.',
  inviteeRequired: 'Enter a username or an e-mail address.',
  inviteeUnknown: 'There is nobody with that username.',
  alreadyMember: 'That person already belongs to this publication.',
  alreadyInvited: 'That person has already been invited.',
  invitationNotFound: 'This invitation is no longer valid.',
  invitationForSomeoneElse: 'This invitation was sent to someone else.',
  memberNotFound: 'That person is not part of this publication.',
  newOwnerNotEditor: 'Ownership can only be handed to one of the publication’s editors.',
  submitOwnStory: 'You can only submit your own stories.',
  alreadyInPublication: 'This story already belongs to a publication.',
  notSubmitted: 'This story is not waiting for review in this publication.',
  notInPublication: 'This story is not part of this publication.',
} as const;

/** What the Partner Program's pages and refusals say. */
export const PARTNER_TEXTS = {
  notOpen:
    'The Partner Program is not open on this site: the operator has not set its tax information key.',
  permissionDenied: 'Your account cannot take part in the Partner Program.',
  notEnrolled: 'You are not enrolled in the Partner Program.',
  earningsPrivate: 'Only the writer can see their Partner Program earnings.',
  tooManyChanges: 'You have changed your tax information many times this hour. Try again later.',
  monthInvalid: 'A month is written as YYYY-MM.',
  legalNameRequired: 'Enter your legal name.',
  legalNameTooLong: 'Your legal name can be at most 200 characters.',
  countryInvalid: 'Choose your country.',
  taxIdInvalid:
    'A tax identification number has 4 to 30 letters or digits (spaces and dashes are ignored).',
};

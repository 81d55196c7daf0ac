/** Which object types each union or interface may be (generated from the schema). */
export const possibleTypes: Record<string, string[]> = {
  "ChooseUsernameResult": [
    "BadRequest",
    "User"
  ],
  "CreateAccountResult": [
    "AlreadyExists",
    "AlreadyExistsApple",
    "AlreadyExistsFacebook",
    "AlreadyExistsGoogle",
    "AlreadyExistsTwitter",
    "Forbidden",
    "Token",
    "UserCreationRateLimited"
  ],
  "LinkPreviewResult": [
    "BadRequest",
    "LinkPreview",
    "TooManyRequests"
  ],
  "MembershipChangeResult": [
    "BadRequest",
    "Membership",
    "NotFound",
    "ServiceUnavailable"
  ],
  "NoteResult": [
    "NotFound",
    "Note"
  ],
  "PartnerTaxResult": [
    "BadRequest",
    "Forbidden",
    "PartnerEnrollment",
    "TooManyRequests"
  ],
  "PayCheckoutResult": [
    "BadRequest",
    "CheckoutPaid",
    "NotFound",
    "PaymentMethodDeclined",
    "ServiceUnavailable"
  ],
  "PaymentMethodResult": [
    "BadRequest",
    "NotFound",
    "PaymentMethodDeclined",
    "PaymentMethodPortal",
    "PaymentMethodUpdated",
    "ServiceUnavailable",
    "TooManyRequests",
    "Unauthorized"
  ],
  "PostForEditingResult": [
    "NotFound",
    "PostDraft"
  ],
  "PostResult": [
    "AccountDeleted",
    "AccountSuspended",
    "Blocked",
    "NotFound",
    "Post",
    "PostSuspended",
    "RemovedByUser",
    "Unauthorized",
    "UnavailableForLegalReasons",
    "WithheldInCountry"
  ],
  "Publisher": [
    "Collection",
    "User"
  ],
  "SaveDraftResult": [
    "BadRequest",
    "Conflict",
    "NotFound",
    "Post"
  ],
  "SendAcctAuthEmailResult": [
    "BadRequest",
    "FailedChallenge",
    "NotFound",
    "SendAcctAuthEmailSuccess"
  ],
  "StartCheckoutResult": [
    "BadRequest",
    "CheckoutSession",
    "NotFound",
    "ServiceUnavailable"
  ],
  "UpdateCustomStyleSheetResult": [
    "BadRequest",
    "Conflict",
    "CustomStyleSheet",
    "NotFound"
  ],
  "UpdateProfileResult": [
    "ProfileFieldError",
    "User"
  ],
  "UserResult": [
    "AccountSuspended",
    "Blocked",
    "NotFound",
    "User"
  ],
  "VerifyLoginCodeResult": [
    "BadRequest",
    "NotFound",
    "Token",
    "TooManyRequests"
  ]
};

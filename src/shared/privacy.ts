/** The EU privacy banner's acceptance marker (spec: remembered under a 201805 key). */
export const PRIVACY_POLICY_MARKER = '201805';
export const PRIVACY_COOKIE_NAME = 'privacyPolicyAccepted';

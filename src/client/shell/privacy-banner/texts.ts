/** The banner sentence is split around its link; joined it reads exactly as the spec text. */
export const PRIVACY_BANNER_TEXTS = {
  label: 'Privacy policy',
  beforeLink: 'To make Quire work, we log user data. By using Quire, you agree to our ',
  link: 'Privacy Policy',
  afterLink: ', including cookie policy.',
  accept: 'I agree',
  dismiss: 'Dismiss',
};

export const PRIVACY_POLICY_PATH = '/policy/privacy';

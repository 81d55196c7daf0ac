import { requestOperation } from './auth-methods';
import { EXPIRED_LINK_ENTRY } from './susi-state';
import type { SentMethod, SusiOperation, SusiState, SusiVariant } from './susi-state';
import { SUSI_TEXTS } from './texts';

/** The heading (and accessible name) of the dialog's current step. */
export function stepTitle(state: SusiState, variant: SusiVariant, productName: string): string {
  const isExpired = state.entry === EXPIRED_LINK_ENTRY;
  const isRegister = state.operation === 'register';
  switch (state.step) {
    case 'LOGIN_OPTIONS':
      return isRegister ? SUSI_TEXTS.joinTitle(productName) : SUSI_TEXTS.welcomeBack;
    case 'SIGNIN_OPTIONS':
      return SUSI_TEXTS.welcomeBack;
    case 'SIGNUP_OPTIONS':
      return SUSI_TEXTS.joinTitle(productName);
    case 'ENTER_EMAIL':
      if (variant === 'old') {
        return isExpired ? SUSI_TEXTS.oldExpiredTitle : SUSI_TEXTS.oldEmailTitle(productName);
      }
      if (isExpired) {
        return isRegister ? SUSI_TEXTS.expiredSignUpTitle : SUSI_TEXTS.expiredSignInTitle;
      }
      return isRegister ? SUSI_TEXTS.signUpWithEmailTitle : SUSI_TEXTS.signInWithEmailTitle;
    case 'UNRECOGNIZED_EMAIL':
      return SUSI_TEXTS.unrecognizedTitle;
    case 'CHECK_YOUR_INBOX':
      return SUSI_TEXTS.checkInboxTitle;
    case null:
      return isRegister ? SUSI_TEXTS.joinTitle(productName) : SUSI_TEXTS.welcomeBack;
  }
}

/** The e-mail step's sub-header (new dialog), or null. */
export function emailSubheader(state: SusiState, variant: SusiVariant): string | null {
  if (state.entry === EXPIRED_LINK_ENTRY) return SUSI_TEXTS.expiredSubheader;
  if (variant === 'old') return null;
  return state.operation === 'register' ? SUSI_TEXTS.signUpSubheader : SUSI_TEXTS.signInSubheader;
}

/** The e-mail form's submit label: 'Next' in the new dialog; 'Sign In' / 'Sign Up' in the old. */
export function submitLabel(variant: SusiVariant, operation: SusiOperation): string {
  if (variant === 'new') return SUSI_TEXTS.next;
  return operation === 'register' ? SUSI_TEXTS.signUpButton : SUSI_TEXTS.signInButton;
}

/** The check-your-inbox text for the link (the code form has its own). */
export function inboxText(
  email: string,
  variant: SusiVariant,
  operation: SusiOperation,
  sentMethod: SentMethod | null,
): string {
  if (variant === 'new' && sentMethod === 'login' && operation === 'register') {
    return SUSI_TEXTS.foundAccount(email);
  }
  const method = sentMethod ?? requestOperation(variant, operation);
  return method === 'register'
    ? SUSI_TEXTS.clickLinkToRegister(email)
    : SUSI_TEXTS.clickLinkToSignIn(email);
}

/** The options step's link back label. */
export function allOptionsLabel(variant: SusiVariant, operation: SusiOperation): string {
  if (variant === 'old') return SUSI_TEXTS.allLoginOptions;
  return operation === 'register' ? SUSI_TEXTS.allSignUpOptions : SUSI_TEXTS.allSignInOptions;
}

/** A social button's label: 'Continue with {service}' in the new dialog. */
export function methodLabel(variant: SusiVariant, operation: SusiOperation, service: string) {
  if (variant === 'new') return SUSI_TEXTS.continueWith(service);
  return operation === 'register' ? SUSI_TEXTS.signUpWith(service) : SUSI_TEXTS.signInWith(service);
}

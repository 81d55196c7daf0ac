/**
 * The sign-in modal state (navigation-signin-search-social §4, routes-entities-shell §3.1):
 * open whenever a step is set; reset = no step and operation login; closing clears the email.
 */

type OldStep = 'LOGIN_OPTIONS' | 'ENTER_EMAIL' | 'CHECK_YOUR_INBOX' | 'UNRECOGNIZED_EMAIL';
type NewStep =
  'SIGNIN_OPTIONS' | 'SIGNUP_OPTIONS' | 'ENTER_EMAIL' | 'UNRECOGNIZED_EMAIL' | 'CHECK_YOUR_INBOX';
export type SusiStep = OldStep | NewStep;
export type SusiOperation = 'login' | 'register';
export type SusiVariant = 'old' | 'new';

/** How the server answered a sent e-mail: login when the address already has an account. */
export type SentMethod = 'login' | 'register';

export interface SusiState {
  step: SusiStep | null;
  operation: SusiOperation;
  /** Where the dialog was opened from (susiEntry), e.g. 'nav', 'clap', 'email_login_timeout'. */
  entry: string | null;
  email: string;
  sentMethod: SentMethod | null;
}

export const INITIAL_SUSI_STATE: SusiState = {
  step: null,
  operation: 'login',
  entry: null,
  email: '',
  sentMethod: null,
};

/** The entry that marks a dialog opened from an expired or used magic link. */
export const EXPIRED_LINK_ENTRY = 'email_login_timeout';

export type SusiAction =
  | { type: 'open'; variant: SusiVariant; operation?: SusiOperation; entry?: string | null }
  | { type: 'goToOptions'; variant: SusiVariant }
  | { type: 'goToEmail' }
  | { type: 'switchOperation'; variant: SusiVariant; operation: SusiOperation }
  | { type: 'setEmail'; email: string }
  | { type: 'emailSent'; method: SentMethod }
  | { type: 'unrecognizedEmail' }
  | { type: 'registerWithEmail' }
  | { type: 'close' };

export function isSusiOpen(state: SusiState): boolean {
  return state.step !== null;
}

/** The options step for a variant and operation. */
export function optionsStep(variant: SusiVariant, operation: SusiOperation): SusiStep {
  if (variant === 'old') return 'LOGIN_OPTIONS';
  return operation === 'register' ? 'SIGNUP_OPTIONS' : 'SIGNIN_OPTIONS';
}

/** The first step when opening: an expired link goes straight to the e-mail form. */
export function initialStep(
  variant: SusiVariant,
  operation: SusiOperation,
  entry: string | null,
): SusiStep {
  return entry === EXPIRED_LINK_ENTRY ? 'ENTER_EMAIL' : optionsStep(variant, operation);
}

export function susiReducer(state: SusiState, action: SusiAction): SusiState {
  switch (action.type) {
    case 'open': {
      const operation = action.operation ?? 'login';
      const entry = action.entry ?? null;
      return {
        ...state,
        operation,
        entry,
        step: initialStep(action.variant, operation, entry),
        sentMethod: null,
      };
    }
    case 'goToOptions':
      return { ...state, step: optionsStep(action.variant, state.operation), sentMethod: null };
    case 'goToEmail':
      return { ...state, step: 'ENTER_EMAIL' };
    case 'switchOperation':
      return {
        ...state,
        operation: action.operation,
        step: optionsStep(action.variant, action.operation),
      };
    case 'setEmail':
      return { ...state, email: action.email };
    case 'emailSent':
      return { ...state, step: 'CHECK_YOUR_INBOX', sentMethod: action.method };
    case 'unrecognizedEmail':
      return { ...state, step: 'UNRECOGNIZED_EMAIL' };
    case 'registerWithEmail':
      return { ...state, operation: 'register', step: 'ENTER_EMAIL' };
    case 'close':
      // Reset: no step, operation login; the typed e-mail is cleared.
      return INITIAL_SUSI_STATE;
  }
}

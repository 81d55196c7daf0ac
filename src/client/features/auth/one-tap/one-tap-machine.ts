/**
 * One-tap sign-in (routes-entities-shell §4.2): SHOW_GOOGLE_ONE_TAP → VERIFY_EMAIL
 * (is the address free?) → CONFIRM_SIGNUP (free: ask before creating an account)
 * or SUCCESSFUL_SIGNIN (taken: sign in and go to the auth URL).
 */

type OneTapStep =
  | 'HIDDEN'
  | 'SHOW_GOOGLE_ONE_TAP'
  | 'VERIFY_EMAIL'
  | 'CONFIRM_SIGNUP'
  | 'SUCCESSFUL_SIGNIN'
  | 'ERROR';

export interface OneTapState {
  step: OneTapStep;
  credential: string | null;
  email: string | null;
  errorMessage: string | null;
}

export type OneTapAction =
  | { type: 'show' }
  | { type: 'credential'; credential: string; email: string }
  | { type: 'availability'; isAvailable: boolean }
  | { type: 'failed'; message?: string | null }
  | { type: 'dismiss' };

export const INITIAL_ONE_TAP_STATE: OneTapState = {
  step: 'HIDDEN',
  credential: null,
  email: null,
  errorMessage: null,
};

export function oneTapReducer(state: OneTapState, action: OneTapAction): OneTapState {
  switch (action.type) {
    case 'show':
      return state.step === 'HIDDEN'
        ? { ...INITIAL_ONE_TAP_STATE, step: 'SHOW_GOOGLE_ONE_TAP' }
        : state;
    case 'credential':
      if (state.step !== 'SHOW_GOOGLE_ONE_TAP') return state;
      return { ...state, step: 'VERIFY_EMAIL', credential: action.credential, email: action.email };
    case 'availability':
      if (state.step !== 'VERIFY_EMAIL') return state;
      return { ...state, step: action.isAvailable ? 'CONFIRM_SIGNUP' : 'SUCCESSFUL_SIGNIN' };
    case 'failed':
      return { ...state, step: 'ERROR', errorMessage: action.message ?? null };
    case 'dismiss':
      return INITIAL_ONE_TAP_STATE;
  }
}

/** Routes where the prompt may appear. */
const ONE_TAP_ROUTES: ReadonlySet<string> = new Set([
  'ShowHome',
  'ShowPost',
  'ShowPostUnderUser',
  'ShowPostUnderCollection',
  'ShowUser',
  'ShowSequenceLibrary',
  'ShowSequencePost',
  'ShowCollectionHome',
]);

export const ONE_TAP_DISMISSED_KEY = 'quire.oneTap.dismissedAt';
export const ONE_TAP_SNOOZE_MS = 14 * 24 * 60 * 60 * 1000;

export interface OneTapEligibility {
  routeName: string | null;
  isLoggedIn: boolean;
  /** Epoch ms of the last dismissal, or null. */
  dismissedAt: number | null;
  now: number;
}

export function isOneTapEligible(input: OneTapEligibility): boolean {
  if (input.isLoggedIn) return false;
  if (!input.routeName || !ONE_TAP_ROUTES.has(input.routeName)) return false;
  if (input.dismissedAt !== null && input.now - input.dismissedAt < ONE_TAP_SNOOZE_MS) return false;
  return true;
}

/** The e-mail inside a Google ID token (a JWT); null when it cannot be read. */
export function emailFromCredential(credential: string): string | null {
  const payload = credential.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims === 'object' && claims !== null && 'email' in claims) {
      const { email } = claims;
      return typeof email === 'string' ? email : null;
    }
    return null;
  } catch {
    return null;
  }
}

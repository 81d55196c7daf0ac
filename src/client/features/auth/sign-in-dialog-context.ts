import { createContext, useContext } from 'react';
import type { Dispatch } from 'react';
import type { FlagMap } from '@shared/flags';
import type { SusiAction, SusiOperation, SusiState, SusiVariant } from './susi-state';

export interface OpenSignInOptions {
  /** 'register' for Follow, clap, bookmark, respond, highlight…; login by default. */
  operation?: SusiOperation;
  /** The susiEntry recorded with susi.modalViewed, e.g. 'nav', 'clap', 'follow'. */
  entry?: string;
}

/** What the shell knows that sign-in screens need too. */
interface SignInShellConfig {
  productName: string;
  flags: Partial<FlagMap>;
  isCustomDomain: boolean;
}

export interface SignInDialogApi {
  open: (options?: OpenSignInOptions) => void;
  close: () => void;
  isOpen: boolean;
  config: SignInShellConfig;
}

/** The shell's modal state, for the lazily loaded dialog itself. */
export interface SignInDialogStore {
  state: SusiState;
  dispatch: Dispatch<SusiAction>;
  variant: SusiVariant;
}

const NOOP_API: SignInDialogApi = {
  open: () => undefined,
  close: () => undefined,
  isOpen: false,
  config: { productName: 'Quire', flags: {}, isCustomDomain: false },
};

export const SignInDialogContext = createContext<SignInDialogApi>(NOOP_API);

/**
 * Opens the sign-in / sign-up dialog from anywhere in the app:
 * `useSignInDialog().open({ operation: 'register', entry: 'clap' })`.
 */
export function useSignInDialog(): SignInDialogApi {
  return useContext(SignInDialogContext);
}

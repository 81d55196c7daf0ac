import type { Dispatch } from 'react';
import type { FlagMap } from '@shared/flags';
import type { AuthConfigQuery } from '@client/graphql/generated/graphql';
import type { SusiAction, SusiState, SusiVariant } from '../susi-state';

type AuthConfig = AuthConfigQuery['authConfig'];

/** Everything a step needs; built once by the dialog or the full page. */
export interface FlowEnv {
  state: SusiState;
  dispatch: Dispatch<SusiAction>;
  variant: SusiVariant;
  flags: Partial<FlagMap>;
  productName: string;
  /** Null while loading or when the server could not answer. */
  authConfig: AuthConfig | null;
  /** True until the first answer for authConfig arrives. */
  isConfigLoading: boolean;
  isCustomDomain: boolean;
  /** ?redirect= of the full-page sign-in; the dialog returns to the current page. */
  explicitRedirect: string | null;
  /** The full page at /m/signin rather than a modal. */
  isEmbedded: boolean;
  onClose: () => void;
  userAgent: string;
  /** Resolves the redirect to send (with an account token on custom domains). */
  getRedirect: () => Promise<string>;
}

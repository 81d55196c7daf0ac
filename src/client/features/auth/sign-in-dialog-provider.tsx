import { useApolloClient } from '@apollo/client/react';
import { Suspense, lazy, useCallback, useMemo, useReducer, useState } from 'react';
import type { ReactNode } from 'react';
import type { FlagMap } from '@shared/flags';
import { track } from '@client/reporting/install-reporting';
import { susiVariant } from './auth-methods';
import { SignInDialogContext } from './sign-in-dialog-context';
import type { OpenSignInOptions, SignInDialogApi } from './sign-in-dialog-context';
import { INITIAL_SUSI_STATE, isSusiOpen, susiReducer } from './susi-state';
import type { SusiOperation } from './susi-state';

// The dialog's code loads the first time it opens: readers who never sign in never pay for it.
const SignInDialog = lazy(() =>
  import('./dialog/sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);

export interface SignInDialogProviderProps {
  children: ReactNode;
  flags: Partial<FlagMap>;
  productName: string;
  isCustomDomain: boolean;
}

/** Shell state for the sign-in modal: { step | null, operation (login by default), entry }. */
export function SignInDialogProvider({
  children,
  flags,
  productName,
  isCustomDomain,
}: SignInDialogProviderProps) {
  const [state, dispatch] = useReducer(susiReducer, INITIAL_SUSI_STATE);
  const variant = susiVariant(flags);
  const isOpen = isSusiOpen(state);
  // Once loaded the dialog stays mounted, so closing can play its exit animation.
  const [hasOpened, setHasOpened] = useState(false);

  const client = useApolloClient();
  const openDialog = useCallback(
    (operation: SusiOperation, entry: string | null) => {
      setHasOpened(true);
      dispatch({ type: 'open', variant, operation, entry });
      track('susi.modalViewed', { susiEntry: entry, operation, variant });
    },
    [variant],
  );
  const open = useCallback(
    (options: OpenSignInOptions = {}) => {
      const entry = options.entry ?? null;
      const operation = options.operation ?? 'login';
      if (!isCustomDomain) return openDialog(operation, entry);
      // On a publication's own domain the sign-in happens on the auth domain's page; the
      // dialog stays the way in when that page cannot be reached. Loaded only there: the
      // readers of the site itself never pay for it.
      import('./auth-domain-sign-in')
        .then(({ authDomainSignInUrl }) => authDomainSignInUrl(client, { operation, entry }))
        .then(
          (url) => (url ? window.location.assign(url) : openDialog(operation, entry)),
          () => openDialog(operation, entry),
        );
    },
    [client, isCustomDomain, openDialog],
  );
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const api = useMemo<SignInDialogApi>(
    () => ({ open, close, isOpen, config: { productName, flags, isCustomDomain } }),
    [open, close, isOpen, productName, flags, isCustomDomain],
  );
  const store = useMemo(() => ({ state, dispatch, variant }), [state, variant]);

  return (
    <SignInDialogContext.Provider value={api}>
      {children}
      {hasOpened ? (
        <Suspense fallback={null}>
          <SignInDialog
            store={store}
            flags={flags}
            productName={productName}
            isCustomDomain={isCustomDomain}
          />
        </Suspense>
      ) : null}
    </SignInDialogContext.Provider>
  );
}

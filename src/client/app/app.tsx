import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { PreloadedState } from '@shared/ssr-contract';
import { reportError, track } from '../reporting/install-reporting';
import { NavBar } from '../shell/nav-bar/nav-bar';
import { PrivacyBanner } from '../shell/privacy-banner/privacy-banner';
import { FatalFallback } from '../shell/status/fatal-fallback';
import { Spinner } from '../shell/status/spinner';
import { ToastProvider } from '../shell/toasts/toast-provider';
import { imageUrl } from '../features/posts/image-url';
import { OneTapGate } from '../features/auth/one-tap/one-tap-gate';
import { SignInDialogProvider } from '../features/auth/sign-in-dialog-provider';
import { VerifyEmailToastTrigger } from '../features/auth/verify-email/verify-email-toast-trigger';
import { SuspendedAccountToast } from '../features/moderation/suspended-account-toast';
import { isFlagOn } from '@shared/flags';
import { ErrorBoundary } from './error-boundary';
import type { LoadedScreen } from './load-screen';
import { CustomDomainContext } from './custom-domain-context';
import { NavigationContext } from './navigation-context';
import type { NavigationState } from './navigation-context';
import { SHELL_QUERY, flagMapOf } from './shell-query';
import { useViewerStateAfterSignedOutCopy } from './signed-out-copy';
import styles from './app.module.css';
import { useRouter } from './use-router';

export interface AppProps {
  client: ApolloClient;
  state: PreloadedState;
  initialScreen: LoadedScreen;
  initialNavigation: NavigationState;
}

export function App(props: AppProps) {
  return (
    <ApolloProvider client={props.client}>
      <Shell {...props} />
      <HydrationMarker />
    </ApolloProvider>
  );
}

/** Effects run once the whole tree has hydrated: then the page is interactive. */
function HydrationMarker() {
  useViewerStateAfterSignedOutCopy();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function Shell({ client, state, initialScreen, initialNavigation }: AppProps) {
  const { data } = useQuery(SHELL_QUERY);
  const flagsRef = useRef(flagMapOf(data));
  flagsRef.current = flagMapOf(data);
  const getFlags = useCallback(() => flagsRef.current, []);
  const { screen, navigation, phase } = useRouter({
    initialScreen,
    initialNavigation,
    client,
    productName: state.config.productName,
    customDomain: state.customDomain,
    getFlags,
  });
  const viewer = data?.viewer ?? null;
  const Screen = screen.definition.Component;
  const flags = useMemo(() => flagMapOf(data), [data]);

  return (
    <NavigationContext.Provider value={navigation}>
      <CustomDomainContext.Provider value={state.customDomain !== null}>
        <ToastProvider location={navigation.location}>
          <SignInDialogProvider
            flags={flags}
            productName={state.config.productName}
            isCustomDomain={state.customDomain !== null}
          >
            <a href="#main" className={styles.skipLink}>
              Skip to content
            </a>
            <NavBar
              productName={state.config.productName}
              isHome={screen.routeName === 'ShowHome'}
              isSignInLinkHidden={isFlagOn(flags, 'enable_new_susi_modal')}
              viewer={
                viewer
                  ? {
                      id: viewer.id,
                      username: viewer.username,
                      name: viewer.name,
                      imageUrl: viewer.imageId ? imageUrl(viewer.imageId) : null,
                      isMember: !!viewer.mediumMemberAt,
                    }
                  : null
              }
            />
            {phase === 'spinner' ? (
              <div className={styles.spinner}>
                <Spinner />
              </div>
            ) : null}
            <ErrorBoundary
              resetKey={screen.location}
              fallback={<FatalFallback />}
              onError={(error) => reportError(error)}
            >
              {phase === 'failed' ? (
                <FatalFallback />
              ) : (
                <Screen key={screen.location} params={screen.params} location={screen.location} />
              )}
            </ErrorBoundary>
            <PrivacyBanner
              isInitiallyVisible={state.showPrivacyBanner}
              onShown={() => track('privacyBanner.shown')}
              onAccepted={() => track('privacyBanner.accepted')}
            />
            <VerifyEmailToastTrigger viewer={viewer} />
            <SuspendedAccountToast isSuspended={viewer?.isSuspended ?? false} />
            <OneTapGate
              routeName={screen.routeName}
              isLoggedIn={viewer !== null}
              productName={state.config.productName}
              clientId={state.config.oneTapClientId}
            />
          </SignInDialogProvider>
        </ToastProvider>
      </CustomDomainContext.Provider>
    </NavigationContext.Provider>
  );
}

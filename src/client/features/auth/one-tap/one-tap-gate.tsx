import { Suspense, lazy, useEffect, useState } from 'react';
import { isOneTapEligible } from './one-tap-machine';
import { readDismissedAt } from './one-tap-storage';

const OneTapPrompt = lazy(() =>
  import('./one-tap-prompt').then((module) => ({ default: module.OneTapPrompt })),
);

export interface OneTapGateProps {
  routeName: string | null;
  isLoggedIn: boolean;
  productName: string;
  /** From the page: without it there is no one-tap, and nothing is loaded or asked. */
  clientId: string | null;
}

/**
 * Decides, after hydration, whether the one-tap prompt may appear; only then is
 * its code (and later Google's script) loaded.
 */
export function OneTapGate({ routeName, isLoggedIn, productName, clientId }: OneTapGateProps) {
  const [isEligible, setIsEligible] = useState(false);
  useEffect(() => {
    setIsEligible(
      clientId !== null &&
        isOneTapEligible({
          routeName,
          isLoggedIn,
          dismissedAt: readDismissedAt(),
          now: Date.now(),
        }),
    );
  }, [routeName, isLoggedIn, clientId]);
  if (!isEligible || !clientId) return null;
  return (
    <Suspense fallback={null}>
      <OneTapPrompt productName={productName} clientId={clientId} />
    </Suspense>
  );
}

import { useContext } from 'react';
import { NavigationContext } from '@client/app/navigation-context';
import { START_CHECKOUT } from '@client/features/billing/billing-operations';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';

/**
 * Opens (or continues) a checkout and goes where the provider takes cards:
 * the local card form inside the app, or the provider's own page.
 * Answers an error message, or null once on the way.
 */
export function useStartCheckout() {
  const [start] = useMutationOutcome(START_CHECKOUT);
  const navigation = useContext(NavigationContext);
  return async (variables: {
    plan: 'monthly' | 'yearly';
    kind?: 'membership' | 'gift';
    recipientEmail?: string;
  }): Promise<string | null> => {
    const outcome = await start(variables);
    if (!outcome.ok) return outcome.message;
    const result = outcome.data.startCheckout;
    if (result.__typename !== 'CheckoutSession') return result.message;
    if (result.url.startsWith('/') && navigation) navigation.navigate(result.url);
    else window.location.assign(result.url);
    return null;
  };
}

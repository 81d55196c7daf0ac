import { useMutation } from '@apollo/client/react';
import { useContext } from 'react';
import { NavigationContext } from '@client/app/navigation-context';
import { START_CHECKOUT } from '@client/features/billing/billing-operations';
import { BILLING_TEXTS } from '@client/features/billing/texts';

/**
 * Opens (or continues) a checkout and goes where the provider takes cards:
 * the local card form inside the app, or the provider's own page.
 * Answers an error message, or null once on the way.
 */
export function useStartCheckout() {
  const [start] = useMutation(START_CHECKOUT);
  const navigation = useContext(NavigationContext);
  return async (variables: {
    plan: 'monthly' | 'yearly';
    kind?: 'membership' | 'gift';
    recipientEmail?: string;
  }): Promise<string | null> => {
    const { data } = await start({ variables });
    const result = data?.startCheckout;
    if (!result) return BILLING_TEXTS.failed;
    if (result.__typename !== 'CheckoutSession') return result.message;
    if (result.url.startsWith('/') && navigation) navigation.navigate(result.url);
    else window.location.assign(result.url);
    return null;
  };
}

import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import { PARTNER_PROGRAM_QUERY, SUBMIT_PARTNER_TAX_INFO } from './partner-operations';
import type { TaxValues } from './tax-form';
import { PARTNER_TEXTS as T } from './texts';

/**
 * Sends the tax form (an empty tax id keeps the one on file) and refreshes
 * the program state; answers the refusal's message, or null once saved.
 */
export function useSubmitTaxInfo(): (values: TaxValues) => Promise<string | null> {
  const [submitTaxInfo] = useMutationOutcome(SUBMIT_PARTNER_TAX_INFO);
  return async (values) => {
    const input = { ...values, taxId: values.taxId.trim() || null };
    const outcome = await submitTaxInfo(
      { input },
      { refetchQueries: [PARTNER_PROGRAM_QUERY], awaitRefetchQueries: true },
    );
    // The result union's BadRequest, Forbidden and TooManyRequests come back as refusals.
    return outcome.ok ? null : refusalMessage(outcome, T.failed);
  };
}

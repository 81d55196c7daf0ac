import { useMutation } from '@apollo/client/react';
import { PARTNER_PROGRAM_QUERY, SUBMIT_PARTNER_TAX_INFO } from './partner-operations';
import type { TaxValues } from './tax-form';
import { PARTNER_TEXTS as T } from './texts';

/**
 * Sends the tax form (an empty tax id keeps the one on file) and refreshes
 * the program state; answers the refusal's message, or null once saved.
 */
export function useSubmitTaxInfo(): (values: TaxValues) => Promise<string | null> {
  const [submitTaxInfo] = useMutation(SUBMIT_PARTNER_TAX_INFO, {
    refetchQueries: [PARTNER_PROGRAM_QUERY],
    awaitRefetchQueries: true,
  });
  return async (values) => {
    const input = { ...values, taxId: values.taxId.trim() || null };
    const { data } = await submitTaxInfo({ variables: { input } });
    const result = data?.submitPartnerTaxInfo;
    if (!result) return T.failed;
    return result.__typename === 'PartnerEnrollment' ? null : result.message;
  };
}

import { useState } from 'react';
import styles from '@client/features/billing/billing.module.css';
import { NotEnrolled } from '@client/features/partner/not-enrolled';
import { PartnerPage } from '@client/features/partner/partner-page';
import { TaxForm } from '@client/features/partner/tax-form';
import { TaxNotice } from '@client/features/partner/tax-notice';
import type { TaxValues } from '@client/features/partner/tax-form';
import { PARTNER_TEXTS as T } from '@client/features/partner/texts';
import { useSubmitTaxInfo } from '@client/features/partner/use-submit-tax-info';
import { partnerScreen } from './partner-screen';

/** /me/partner/taxes: the tax information on file (the tax id by its last 4 only), to update. */
function PartnerTaxesScreen() {
  const [saved, setSaved] = useState(false);
  const submit = useSubmitTaxInfo();

  async function save(values: TaxValues): Promise<string | null> {
    setSaved(false);
    const error = await submit(values);
    setSaved(error === null);
    return error;
  }

  return (
    <PartnerPage heading={T.taxesHeading} lead={T.taxesLead}>
      {(program) =>
        !program.enrollment ? (
          <NotEnrolled text={T.notEnrolled} />
        ) : (
          <>
            <TaxNotice program={program} withLink={false} />
            {saved ? (
              <p className={styles.status} role="status">
                {T.saved}
              </p>
            ) : null}
            <TaxForm
              key={program.enrollment.updatedAt}
              initial={{
                legalName: program.enrollment.legalName,
                country: program.enrollment.country,
              }}
              taxIdOnFile={program.enrollment.taxIdLast4 ?? null}
              submitLabel={T.save}
              onSubmit={save}
            />
          </>
        )
      }
    </PartnerPage>
  );
}

export const screen = partnerScreen(T.taxesTitle, PartnerTaxesScreen);

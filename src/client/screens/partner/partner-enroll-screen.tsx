import { Link } from '@client/app/link';
import styles from '@client/features/billing/billing.module.css';
import { PartnerPage } from '@client/features/partner/partner-page';
import { TaxForm } from '@client/features/partner/tax-form';
import { TaxNotice } from '@client/features/partner/tax-notice';
import { PARTNER_TEXTS as T } from '@client/features/partner/texts';
import { useSubmitTaxInfo } from '@client/features/partner/use-submit-tax-info';
import { partnerDashboardUrl, partnerTaxesUrl } from '@shared/routing/urls';
import { partnerScreen } from './partner-screen';

/** /me/partner/enroll: the sign-up form with tax information, or where to go once enrolled. */
function PartnerEnrollScreen() {
  const enroll = useSubmitTaxInfo();
  return (
    <PartnerPage heading={T.enrollHeading} lead={T.enrollLead}>
      {(program) =>
        program.status === 'ENROLLED' ? (
          <>
            <p className={styles.text} role="status">
              {T.enrolled}
            </p>
            <TaxNotice program={program} withLink={false} />
            <div className={styles.actions}>
              <Link to={partnerDashboardUrl()} className={styles.primary}>
                {T.toDashboard}
              </Link>
              <Link to={partnerTaxesUrl()} className={styles.secondary}>
                {T.toTaxes}
              </Link>
            </div>
          </>
        ) : (
          <TaxForm
            initial={{ legalName: '', country: '' }}
            taxIdOnFile={null}
            submitLabel={T.enroll}
            onSubmit={enroll}
          />
        )
      }
    </PartnerPage>
  );
}

export const screen = partnerScreen(T.enrollTitle, PartnerEnrollScreen);

import { useEffect } from 'react';
import { Link } from '@client/app/link';
import { useNavigation } from '@client/app/navigation-context';
import styles from '@client/features/billing/billing.module.css';
import { PARTNER_DASHBOARD_QUERY } from '@client/features/partner/earnings-operations';
import { requestedMonth } from '@client/features/partner/earnings-format';
import { EarningsByMonth, Statement } from '@client/features/partner/earnings-tables';
import { NotEnrolled } from '@client/features/partner/not-enrolled';
import { PartnerPage } from '@client/features/partner/partner-page';
import { TaxNotice } from '@client/features/partner/tax-notice';
import { PARTNER_TEXTS as T } from '@client/features/partner/texts';
import type { PartnerDashboardQuery } from '@client/graphql/generated/graphql';
import type { ScreenProps } from '../screen';
import { partnerEnrollUrl, partnerTaxesUrl } from '@shared/routing/urls';
import { partnerScreen } from './partner-screen';

/** Sends a writer who is not enrolled to the enrolment page; the link is there for a page without script. */
function ToEnrolment() {
  const { navigate } = useNavigation();
  useEffect(() => navigate(partnerEnrollUrl(), { replace: true }), [navigate]);
  return <NotEnrolled text={T.toEnrollRedirect} />;
}

function Earnings({
  program,
  location,
}: {
  program: PartnerDashboardQuery['partnerProgram'];
  location: string;
}) {
  if (!program.earnings) return null;
  const payouts = {
    currency: program.currency,
    enrolledMonth: program.enrollment?.enrolledAt.slice(0, 7) ?? '',
  };
  const wanted = requestedMonth(location) ?? program.earnings[0]?.month;
  const month = program.earnings.find((candidate) => candidate.month === wanted);
  return (
    <>
      <TaxNotice program={program} withLink />
      {month ? (
        <Statement month={month} payouts={payouts} />
      ) : (
        <p className={styles.text}>{T.noStatement}</p>
      )}
      <EarningsByMonth months={program.earnings} payouts={payouts} />
      <div className={styles.actions}>
        <Link to={partnerTaxesUrl()} className={styles.secondary}>
          {T.toTaxes}
        </Link>
      </div>
    </>
  );
}

/** /me/partner/dashboard: an enrolled writer's earnings by month and a month's statement by story. */
function PartnerDashboardScreen({ location }: ScreenProps) {
  return (
    <PartnerPage
      heading={T.dashboardHeading}
      lead={T.dashboardLead}
      query={PARTNER_DASHBOARD_QUERY}
    >
      {(program) =>
        program.status === 'ENROLLED' ? (
          <Earnings program={program} location={location} />
        ) : (
          <ToEnrolment />
        )
      }
    </PartnerPage>
  );
}

export const screen = partnerScreen(
  T.dashboardTitle,
  PartnerDashboardScreen,
  PARTNER_DASHBOARD_QUERY,
);

import { Link } from '@client/app/link';
import styles from '@client/features/billing/billing.module.css';
import type { PartnerProgramQuery } from '@client/graphql/generated/graphql';
import { formatMoney } from '@shared/billing/money';
import { partnerTaxesUrl } from '@shared/routing/urls';
import { dayLabel } from './earnings-format';
import { PARTNER_TEXTS as T } from './texts';

type Program = Pick<
  PartnerProgramQuery['partnerProgram'],
  'enrollment' | 'currency' | 'taxEarningLimit'
>;

/**
 * What an enrolled writer must still do about their tax id (missing, or not
 * verified) and by when; nothing once one is on file. On the other program
 * pages it links to the tax form.
 */
export function TaxNotice({ program, withLink }: { program: Program; withLink: boolean }) {
  const enrollment = program.enrollment;
  if (!enrollment?.taxDeadline || enrollment.taxStatus === 'SUBMITTED') return null;
  const deadline = dayLabel(enrollment.taxDeadline);
  const limit = formatMoney(program.taxEarningLimit, program.currency);
  const text =
    new Date(enrollment.taxDeadline) <= new Date()
      ? T.taxOverdue(deadline)
      : enrollment.taxStatus === 'MISSING'
        ? T.taxMissing(deadline, limit)
        : T.taxNotVerified(deadline, limit);
  return (
    <p className={styles.notice}>
      {text}
      {withLink ? (
        <>
          {' '}
          <Link to={partnerTaxesUrl()}>{T.updateTaxes}</Link>
        </>
      ) : null}
    </p>
  );
}

import { useState } from 'react';
import { userUrl } from '@shared/routing/urls';
import { Link } from '@client/app/link';
import { formatDate } from '@client/features/posts/image-url';
import type { ReportNode } from './admin-reports-query';
import { StoryActions } from './story-actions';
import type { StoryChoice } from './story-actions';
import { ADMIN_REPORTS_TEXTS } from './texts';
import type { ReportActions, StoryAction } from './use-report-actions';
import styles from './admin-reports.module.css';

const T = ADMIN_REPORTS_TEXTS;

export interface ConfirmRequest {
  title: string;
  text: string;
  run: () => Promise<boolean>;
}

/** One report: who was reported, why, by whom and when, and what staff can do about it. */
export function ReportCard({
  report,
  actions,
  confirm,
}: {
  report: ReportNode;
  actions: ReportActions;
  confirm: (request: ConfirmRequest) => void;
}) {
  const [isBusy, setIsBusy] = useState(false);
  const target = report.targetUser;
  const headingId = `report-${report.id}`;

  async function busy(work: () => Promise<boolean>): Promise<boolean> {
    setIsBusy(true);
    try {
      return await work();
    } finally {
      setIsBusy(false);
    }
  }

  function handleAccount() {
    if (target.isSuspended) {
      void busy(() => actions.setAccountSuspended(target.id, false));
      return;
    }
    confirm({
      title: T.confirmSuspendAccountTitle,
      text: T.confirmSuspendAccount(target.name),
      run: () => busy(() => actions.setAccountSuspended(target.id, true)),
    });
  }

  function handleStory(action: StoryAction, choice: StoryChoice) {
    const run = () => busy(() => actions.actOnStory(action, choice.postId, report.id));
    if (action !== 'suspend') {
      void run();
      return;
    }
    const title = choice.story?.title.trim() || choice.postId;
    confirm({ title: T.confirmSuspendStoryTitle, text: T.confirmSuspendStory(title), run });
  }

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        <Link to={userUrl(target.username)} className={styles.userLink}>
          {target.name}
        </Link>{' '}
        <span className={styles.username}>@{target.username}</span>
        {target.isSuspended ? (
          <span className={styles.badge}>{T.accountSuspendedBadge}</span>
        ) : null}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{T.reasonLabel}</dt>
          <dd>{T.reason[report.reason]}</dd>
        </div>
        {report.note ? (
          <div>
            <dt>{T.noteLabel}</dt>
            <dd className={styles.note}>{report.note}</dd>
          </div>
        ) : null}
        <div>
          <dt>{T.reportedBy}</dt>
          <dd>
            {report.reporter ? (
              <Link to={userUrl(report.reporter.username)} className={styles.userLink}>
                {report.reporter.name}
              </Link>
            ) : (
              T.unknownReporter
            )}
          </dd>
        </div>
        <div>
          <dt>{T.reportedOn}</dt>
          <dd>
            <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
          </dd>
        </div>
        {report.reviewedAt ? (
          <div>
            <dt>{T.reviewedOn}</dt>
            <dd>
              <time dateTime={report.reviewedAt}>{formatDate(report.reviewedAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {report.status === 'OPEN' ? (
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={isBusy}
            aria-label={T.dismissLabel(target.name)}
            onClick={() => void busy(() => actions.dismiss(report.id))}
          >
            {T.dismiss}
          </button>
        ) : null}
        <button
          type="button"
          className={target.isSuspended ? styles.secondaryButton : styles.dangerButton}
          disabled={isBusy}
          aria-label={
            target.isSuspended
              ? T.unsuspendAccountLabel(target.name)
              : T.suspendAccountLabel(target.name)
          }
          onClick={handleAccount}
        >
          {target.isSuspended ? T.unsuspendAccount : T.suspendAccount}
        </button>
      </div>
      <StoryActions report={report} isBusy={isBusy} onAct={handleStory} />
    </li>
  );
}

import { useQuery } from '@apollo/client/react';
import { Suspense, lazy, useState } from 'react';
import { Link } from '@client/app/link';
import { appendEdgesOf } from '@client/app/paging/append-edges';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { ADMIN_REPORTS_PAGE_SIZE, ADMIN_REPORTS_QUERY } from './admin-reports-query';
import type { AdminReportsData } from './admin-reports-query';
import { ReportCard } from './report-card';
import type { ConfirmRequest } from './report-card';
import { ADMIN_REPORTS_TEXTS, REPORT_STATUS_TABS } from './texts';
import type { ReportStatusTab } from './texts';
import { useReportActions } from './use-report-actions';
import styles from './admin-reports.module.css';
import { ShowMore } from '@client/ui/show-more';

const ConfirmSuspensionDialog = lazy(() => import('./confirm-suspension-dialog'));

const T = ADMIN_REPORTS_TEXTS;
const PATH = '/_/admin/reports';

function statusOf(location: string): ReportStatusTab {
  const value = new URL(location, 'http://localhost').searchParams.get('status');
  return REPORT_STATUS_TABS.find((tab) => tab === value) ?? 'OPEN';
}

const tabPath = (tab: ReportStatusTab) => (tab === 'OPEN' ? PATH : `${PATH}?status=${tab}`);

function variablesFor({ location }: Pick<ScreenProps, 'location'>) {
  return { status: statusOf(location), first: ADMIN_REPORTS_PAGE_SIZE };
}

/** /_/admin/reports: the staff review queue. Anyone else gets the 404 page. */
function AdminReportsScreen({ location }: ScreenProps) {
  const status = statusOf(location);
  const { data, error, fetchMore } = useQuery(ADMIN_REPORTS_QUERY, {
    variables: variablesFor({ location }),
  });
  const actions = useReportActions();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [hasAsked, setHasAsked] = useState(false);
  const connection = data?.userReports;
  const edges = connection?.edges ?? [];

  async function handleShowMore() {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    await fetchMore({ variables: { after }, updateQuery: appendEdgesOf('userReports') });
  }

  function confirm(next: ConfirmRequest) {
    setHasAsked(true);
    setRequest(next);
    setIsAsking(true);
  }

  async function handleConfirm() {
    if (!request) return false;
    const isDone = await request.run();
    if (isDone) setIsAsking(false);
    return isDone;
  }

  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{T.heading}</h1>
      <p className={styles.intro}>{T.intro}</p>
      <nav aria-label={T.tabsLabel}>
        <ul className={styles.tabs}>
          {REPORT_STATUS_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={tabPath(tab)}
                className={styles.tab}
                aria-current={tab === status ? 'page' : undefined}
              >
                {T.tabs[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {error && !connection ? (
        <p className={styles.message} role="alert">
          {T.loadFailed}
        </p>
      ) : connection && edges.length === 0 ? (
        <p className={styles.message}>{T.empty[status]}</p>
      ) : (
        <ul
          className={styles.list}
          aria-label={T.tabs[status]}
          aria-busy={!connection || undefined}
        >
          {edges.map((edge) => (
            <ReportCard key={edge.node.id} report={edge.node} actions={actions} confirm={confirm} />
          ))}
        </ul>
      )}
      <ShowMore
        hasMore={connection?.pageInfo.hasNextPage && edges.length > 0}
        onShowMore={handleShowMore}
        label={T.showMore}
        className={styles.secondaryButton}
      />
      {hasAsked ? (
        <Suspense fallback={null}>
          <ConfirmSuspensionDialog
            isOpen={isAsking}
            title={request?.title ?? ''}
            text={request?.text ?? ''}
            onCancel={() => setIsAsking(false)}
            onConfirm={handleConfirm}
          />
        </Suspense>
      ) : null}
    </main>
  );
}

export const screen: ScreenDefinition<AdminReportsData> = {
  query: ADMIN_REPORTS_QUERY,
  variables: variablesFor,
  requiresViewer: true,
  // The queue answers only staff; for anyone else (logged out included) the page does not exist.
  isNotFound: (data) => !data?.viewer?.isStaff,
  head: () => ({ robots: 'noindex' }),
  title: (_data, productName) => `Reports | ${productName}`,
  Component: AdminReportsScreen,
};

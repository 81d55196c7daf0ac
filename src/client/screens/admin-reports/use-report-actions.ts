import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { useCallback } from 'react';
import {
  DISMISS_USER_REPORT,
  LIMIT_POST,
  SUSPEND_POST,
  SUSPEND_USER,
  UNLIMIT_POST,
  UNSUSPEND_POST,
  UNSUSPEND_USER,
} from '@client/features/moderation/moderation-operations';
import { mutateForOutcome } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { ADMIN_REPORTS_TEXTS } from './texts';

export type StoryAction = 'suspend' | 'unsuspend' | 'limit' | 'unlimit';

const STORY_MUTATIONS = {
  suspend: SUSPEND_POST,
  unsuspend: UNSUSPEND_POST,
  limit: LIMIT_POST,
  unlimit: UNLIMIT_POST,
} as const;

const STORY_DONE = {
  suspend: ADMIN_REPORTS_TEXTS.done.storySuspended,
  unsuspend: ADMIN_REPORTS_TEXTS.done.storyUnsuspended,
  limit: ADMIN_REPORTS_TEXTS.done.storyLimited,
  unlimit: ADMIN_REPORTS_TEXTS.done.storyUnlimited,
} as const;

export interface ReportActions {
  dismiss: (reportId: string) => Promise<boolean>;
  setAccountSuspended: (userId: string, isSuspended: boolean) => Promise<boolean>;
  actOnStory: (action: StoryAction, postId: string, reportId: string) => Promise<boolean>;
}

/**
 * Each action refetches the queue before it resolves, so the list on screen
 * is the server's list after the action (a report that left this tab is gone).
 */
export function useReportActions(): ReportActions {
  const client = useApolloClient();
  const { queueToast } = useToasts();

  const run = useCallback(
    async (
      mutation: DocumentNode,
      variables: Record<string, unknown>,
      done: string,
    ): Promise<boolean> => {
      const outcome = await mutateForOutcome(client, {
        mutation,
        variables,
        refetchQueries: ['AdminReports'],
        awaitRefetchQueries: true,
      });
      if (outcome.ok) {
        queueToast({ message: done });
        return true;
      }
      queueToast({ message: outcome.message, toastStyle: 'ERROR' });
      return false;
    },
    [client, queueToast],
  );

  return {
    dismiss: (reportId) =>
      run(DISMISS_USER_REPORT, { reportId }, ADMIN_REPORTS_TEXTS.done.dismissed),
    setAccountSuspended: (userId, isSuspended) =>
      isSuspended
        ? run(SUSPEND_USER, { userId }, ADMIN_REPORTS_TEXTS.done.accountSuspended)
        : run(UNSUSPEND_USER, { userId }, ADMIN_REPORTS_TEXTS.done.accountUnsuspended),
    actOnStory: (action, postId, reportId) =>
      run(
        STORY_MUTATIONS[action],
        action === 'suspend' || action === 'limit' ? { postId, reportId } : { postId },
        STORY_DONE[action],
      ),
  };
}

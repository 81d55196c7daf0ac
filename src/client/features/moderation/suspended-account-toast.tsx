import { useEffect } from 'react';
import { useNavigation } from '@client/app/navigation-context';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { MODERATION_TEXTS } from './texts';

/**
 * Renders nothing; a suspended viewer gets the USER_SUSPENDED toast, for
 * ever, on every page (queued again after each navigation, since another
 * toast may have replaced it).
 */
export function SuspendedAccountToast({ isSuspended }: { isSuspended: boolean }) {
  const { queueToast } = useToasts();
  const { location } = useNavigation();
  useEffect(() => {
    if (!isSuspended) return;
    queueToast({
      message: MODERATION_TEXTS.accountSuspended,
      duration: 'FOREVER',
      toastStyle: 'USER_SUSPENDED',
    });
  }, [isSuspended, location, queueToast]);
  return null;
}

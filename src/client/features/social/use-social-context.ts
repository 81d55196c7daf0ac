import { isFlagOn } from '@shared/flags';
import { useViewer } from '@client/app/use-viewer';
import { useSignInDialog } from '../auth/sign-in-dialog-context';

/** Who is acting, and what the shell knows that social actions need. */
export function useSocialContext() {
  const viewer = useViewer();
  const signIn = useSignInDialog();
  return {
    viewerId: viewer?.id ?? null,
    productName: signIn.config.productName,
    isMuteEnabled: isFlagOn(signIn.config.flags, 'enable_mute'),
    signIn,
  };
}

import { useQuery } from '@apollo/client/react';
import { isFlagOn } from '@shared/flags';
import { SHELL_QUERY } from '@client/app/shell-query';
import { useSignInDialog } from '../auth/sign-in-dialog-context';

/** Who is acting, and what the shell knows that social actions need. */
export function useSocialContext() {
  const shell = useQuery(SHELL_QUERY, { fetchPolicy: 'cache-only' });
  const signIn = useSignInDialog();
  return {
    viewerId: shell.data?.viewer?.id ?? null,
    productName: signIn.config.productName,
    isMuteEnabled: isFlagOn(signIn.config.flags, 'enable_mute'),
    signIn,
  };
}

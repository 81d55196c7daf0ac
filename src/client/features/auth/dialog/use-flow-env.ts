import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { Dispatch } from 'react';
import type { FlagMap } from '@shared/flags';
import { ACCOUNT_TOKEN_QUERY, AUTH_CONFIG_QUERY } from '../operations';
import { redirectTarget } from '../redirect-target';
import type { SusiAction, SusiState, SusiVariant } from '../susi-state';
import type { FlowEnv } from './flow-env';

export interface FlowEnvInput {
  state: SusiState;
  dispatch: Dispatch<SusiAction>;
  variant: SusiVariant;
  flags: Partial<FlagMap>;
  productName: string;
  isCustomDomain: boolean;
  explicitRedirect: string | null;
  isEmbedded: boolean;
  onClose: () => void;
}

/**
 * Loads the sign-in configuration and builds the steps' environment. On a
 * custom domain the action URL is on the auth domain: a fresh account token
 * (never cached) travels in the redirect back to this page.
 */
export function useFlowEnv(input: FlowEnvInput): FlowEnv {
  const client = useApolloClient();
  const { data, loading } = useQuery(AUTH_CONFIG_QUERY);
  const { isCustomDomain, explicitRedirect } = input;

  const getRedirect = useCallback(async () => {
    let accountToken: string | null = null;
    if (isCustomDomain) {
      const result = await client.query({ query: ACCOUNT_TOKEN_QUERY, fetchPolicy: 'no-cache' });
      accountToken = result.data?.accountToken.token ?? null;
    }
    return redirectTarget({
      href: window.location.href,
      explicitRedirect,
      isCustomDomain,
      accountToken,
    });
  }, [client, isCustomDomain, explicitRedirect]);

  return {
    ...input,
    authConfig: data?.authConfig ?? null,
    isConfigLoading: loading && !data,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    getRedirect,
  };
}

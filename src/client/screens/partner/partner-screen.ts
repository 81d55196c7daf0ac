import type { ComponentType } from 'react';
import { PARTNER_PROGRAM_QUERY } from '@client/features/partner/partner-operations';
import type { TypedDocumentNode } from '@apollo/client';
import type { PartnerProgramQuery } from '@client/graphql/generated/graphql';
import type { ScreenDefinition, ScreenProps } from '../screen';

/**
 * A Partner Program page: the viewer's own, never indexed or framed. Its query
 * asks at least what the program query does, which the page's frame reads.
 */
export const partnerScreen = <TData extends PartnerProgramQuery = PartnerProgramQuery>(
  title: (productName: string) => string,
  Component: ComponentType<ScreenProps>,
  query: TypedDocumentNode<TData, Record<string, never>> = PARTNER_PROGRAM_QUERY as never,
): ScreenDefinition<TData> => ({
  query,
  requiresViewer: true,
  head: () => ({ robots: 'noindex' }),
  refusesFraming: true,
  title: (_data, productName) => title(productName),
  Component,
});

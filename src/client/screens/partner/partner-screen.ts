import type { ComponentType } from 'react';
import { PARTNER_PROGRAM_QUERY } from '@client/features/partner/partner-operations';
import type { PartnerProgramQuery } from '@client/graphql/generated/graphql';
import type { ScreenDefinition, ScreenProps } from '../screen';

/** A Partner Program page: the viewer's own, never indexed or framed. */
export const partnerScreen = (
  title: (productName: string) => string,
  Component: ComponentType<ScreenProps>,
): ScreenDefinition<PartnerProgramQuery> => ({
  query: PARTNER_PROGRAM_QUERY,
  requiresViewer: true,
  head: () => ({ robots: 'noindex' }),
  refusesFraming: true,
  title: (_data, productName) => title(productName),
  Component,
});

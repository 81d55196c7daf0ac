import type { DocumentNode } from 'graphql';
import type { ComponentType } from 'react';

export interface ScreenProps {
  params: Record<string, string>;
  location: string;
}

/**
 * One route's screen: the query the server runs before rendering (so hydration
 * needs no request), how it maps to a status, and the component.
 */
export interface ScreenDefinition<TData = unknown> {
  query?: DocumentNode;
  variables?: (props: ScreenProps) => Record<string, unknown>;
  /** True when the data says the thing does not exist: the page answers 404. */
  isNotFound?: (data: TData | undefined) => boolean;
  title?: (data: TData | undefined, productName: string) => string;
  description?: (data: TData | undefined) => string;
  Component: ComponentType<ScreenProps>;
}

export interface ScreenModule {
  screen: ScreenDefinition<never>;
}

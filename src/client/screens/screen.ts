import type { DocumentNode } from 'graphql';
import type { ComponentType } from 'react';
import type { HeadMeta } from '@shared/head-meta';
import type { SiteContext } from '@shared/seo/site-meta';

export interface ScreenProps {
  params: Record<string, string>;
  location: string;
}

/** What a screen's head needs to build absolute URLs and names. */
export type HeadContext = SiteContext;

/**
 * One route's screen: the query the server runs before rendering (so hydration
 * needs no request), how it maps to a status, and the component.
 */
export interface ScreenDefinition<TData = unknown> {
  query?: DocumentNode;
  variables?: (props: ScreenProps) => Record<string, unknown>;
  /** The query needs a signed-in viewer: it is not run (data stays undefined) for visitors. */
  requiresViewer?: boolean;
  /** True when the data (or the route's params) say the thing does not exist: the page answers 404. */
  isNotFound?: (data: TData | undefined, props: ScreenProps) => boolean;
  /** The HTTP status for data that exists but is not a plain 200 (e.g. 410 for a removed story). */
  status?: (data: TData | undefined) => number;
  /** The canonical path; the server answers 301 there when the requested path differs. */
  canonicalPath?: (data: TData | undefined) => string | null;
  /** Meta tags beyond title and description: canonical, OpenGraph, Twitter, JSON-LD, robots. */
  head?: (data: TData | undefined, context: HeadContext) => HeadMeta | null;
  /** Pages that must not render inside someone else's frame. */
  refusesFraming?: boolean;
  title?: (data: TData | undefined, productName: string) => string;
  description?: (data: TData | undefined) => string;
  Component: ComponentType<ScreenProps>;
}

export interface ScreenModule {
  screen: ScreenDefinition<never>;
}

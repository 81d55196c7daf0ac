import type { TypedDocumentNode } from '@apollo/client';
import type { ComponentType } from 'react';
import { useViewer } from '@client/app/use-viewer';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { ScreenDefinition, ScreenProps } from '../screen';
import { publicationSlugVariables } from './publication-slug';
import { PUBLICATION_SETTINGS_TEXTS as TEXTS } from './texts';

interface StaffData {
  collectionBySlug?: { viewerIsEditor: boolean } | null;
}

/**
 * A page of a publication for its creator and editors only (settings,
 * followers, dashboard). Visitors are asked to sign in; anyone else meets
 * the 404 page, as for the design editor (staff pages are not announced).
 */
export function publicationStaffScreen<TData extends StaffData>(options: {
  query: TypedDocumentNode<TData, { slug: string }>;
  heading: string;
  Component: ComponentType<ScreenProps>;
}): ScreenDefinition<TData> {
  const { Component, heading } = options;
  function StaffScreen(props: ScreenProps) {
    const viewer = useViewer();
    if (!viewer)
      return <SignInPrompt heading={heading} text={TEXTS.signInPrompt} action={TEXTS.signIn} />;
    return <Component {...props} />;
  }
  return {
    query: options.query,
    variables: publicationSlugVariables,
    requiresViewer: true,
    isNotFound: (data) => data !== undefined && !data.collectionBySlug?.viewerIsEditor,
    head: () => ({ robots: 'noindex' }),
    refusesFraming: true,
    title: (_data, productName) => `${heading} – ${productName}`,
    Component: StaffScreen,
  };
}

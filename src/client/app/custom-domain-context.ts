import { createContext, useCallback, useContext } from 'react';
import { collectionPathOnDomain } from '@shared/routing/urls';
import type { CollectionRef } from '@shared/routing/urls';

/** Whether this page is served on a publication's own domain (set once by the shell). */
export const CustomDomainContext = createContext(false);

/**
 * Links of a publication's pages: on its own domain the leading slug is
 * dropped (/about), elsewhere they stay as built (/{slug}/about).
 */
export function usePublicationPath(): (collection: CollectionRef, sitePath: string) => string {
  const isOnCustomDomain = useContext(CustomDomainContext);
  return useCallback(
    (collection, sitePath) =>
      isOnCustomDomain ? collectionPathOnDomain(collection, sitePath) : sitePath,
    [isOnCustomDomain],
  );
}

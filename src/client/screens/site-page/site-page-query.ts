import type { SitePageName } from '@client/graphql/generated/graphql';
import { graphql } from '@client/graphql/generated';

export const SITE_PAGE_QUERY = graphql(`
  query SitePageScreen($name: SitePageName!) {
    sitePage(name: $name) {
      name
      title
      description
      html
    }
  }
`);

/** Where each page lives (routes ShowAbout, ShowHelp, ShowHelpHowToWrite, ShowLegal). */
export const SITE_PAGE_PATHS: Record<SitePageName, string> = {
  ABOUT: '/about',
  HELP: '/help',
  HOW_TO_WRITE: '/help/how-do-i-write',
  LEGAL: '/legal',
};

/** The page an address shows. */
export function sitePageNameAt(location: string): SitePageName {
  const pathname = new URL(location, 'http://localhost').pathname;
  const entry = Object.entries(SITE_PAGE_PATHS).find(([, path]) => path === pathname);
  return (entry?.[0] as SitePageName | undefined) ?? 'ABOUT';
}

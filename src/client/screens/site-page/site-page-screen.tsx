import { useQuery } from '@apollo/client/react';
import type { HeadMeta } from '@shared/head-meta';
import { siteNames, siteProperties } from '@shared/seo/site-meta';
import type { SitePageScreenQuery } from '@client/graphql/generated/graphql';
import type { HeadContext, ScreenDefinition, ScreenProps } from '../screen';
import { SITE_PAGE_PATHS, SITE_PAGE_QUERY, sitePageNameAt } from './site-page-query';
import styles from './site-page-screen.module.css';

const variables = ({ location }: ScreenProps) => ({ name: sitePageNameAt(location) });

/**
 * About, Help, How do I write? and Legal: pages the operator writes in
 * Markdown. The server renders the Markdown with raw HTML turned off, so the
 * body holds only the markup Markdown itself makes.
 */
function SitePageScreen(props: ScreenProps) {
  const { data } = useQuery(SITE_PAGE_QUERY, { variables: variables(props) });
  const page = data?.sitePage;
  if (!page) return null;
  return (
    <main id="main" className={styles.page}>
      <article>
        <h1 className={styles.title}>{page.title}</h1>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </main>
  );
}

function headOf(data: SitePageScreenQuery | undefined, context: HeadContext): HeadMeta | null {
  const page = data?.sitePage;
  if (!page) return null;
  const url = `${context.origin}${SITE_PAGE_PATHS[page.name]}`;
  return {
    canonical: url,
    properties: [
      ...siteProperties(context),
      ['og:type', 'website'],
      ['og:title', page.title],
      ['og:description', page.description],
      ['og:url', url],
    ],
    names: [['twitter:card', 'summary'], ...siteNames(context)],
  };
}

export const screen: ScreenDefinition<SitePageScreenQuery> = {
  query: SITE_PAGE_QUERY,
  variables,
  head: headOf,
  title: (data, productName) =>
    data?.sitePage ? `${data.sitePage.title} – ${productName}` : productName,
  description: (data) => data?.sitePage.description ?? '',
  Component: SitePageScreen,
};

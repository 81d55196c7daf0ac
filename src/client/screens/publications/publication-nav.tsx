import { usePublicationPath } from '@client/app/custom-domain-context';
import { Link } from '@client/app/link';
import type { PublicationHeaderFieldsFragment } from '@client/graphql/generated/graphql';
import { collectionArchiveUrl, collectionSubpageUrl, collectionUrl } from '@shared/routing/urls';
import styles from './publication-pages.module.css';
import { PUBLICATION_PAGE_TEXTS as TEXTS } from './publication-texts';

/** The publication page on show, which the nav marks as current. */
export type PublicationPage = 'home' | 'about' | 'archive' | 'featurePage';

interface NavLink {
  key: string;
  to: string;
  label: string;
  page?: PublicationPage;
  external?: boolean;
}

/** Readers' words in a link the publication chose: followed, but not vouched for. */
const EXTERNAL_REL = 'noopener noreferrer nofollow ugc';

/** Home, then the items its staff chose; without any, the about page and the archive. */
function linksOf(collection: PublicationHeaderFieldsFragment): NavLink[] {
  const home: NavLink = {
    key: 'home',
    to: collectionUrl(collection),
    label: TEXTS.home,
    page: 'home',
  };
  if (collection.navItems.length === 0)
    return [
      home,
      {
        key: 'about',
        to: collectionSubpageUrl(collection, 'about'),
        label: TEXTS.about,
        page: 'about',
      },
      {
        key: 'archive',
        to: collectionArchiveUrl(collection),
        label: TEXTS.archive,
        page: 'archive',
      },
    ];
  const pageOf = { ABOUT_PAGE: 'about', ARCHIVE: 'archive' } as const;
  return [
    home,
    ...collection.navItems.map((item, index) => ({
      key: `${index}`,
      to: item.href,
      label: item.title,
      page: item.type === 'ABOUT_PAGE' || item.type === 'ARCHIVE' ? pageOf[item.type] : undefined,
      external: item.type === 'EXTERNAL_LINK',
    })),
  ];
}

/** The publication pages' own navigation, under the header. */
export function PublicationNav({
  collection,
  current,
}: {
  collection: PublicationHeaderFieldsFragment;
  current: PublicationPage;
}) {
  const pathOf = usePublicationPath();
  return (
    <nav aria-label={TEXTS.navLabel}>
      <ul className={styles.nav}>
        {linksOf(collection).map((link) => (
          <li key={link.key}>
            {link.external ? (
              <a href={link.to} rel={EXTERNAL_REL} className={styles.navLink}>
                {link.label}
              </a>
            ) : (
              <Link
                to={pathOf(collection, link.to)}
                className={styles.navLink}
                aria-current={link.page && link.page === current ? 'page' : undefined}
              >
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { useNavigation } from '@client/app/navigation-context';
import { useViewer } from '@client/app/use-viewer';
import { publisherOnPage } from '@client/features/search/use-publisher-scope';
import { track } from '@client/reporting/install-reporting';
import { MenuButton } from '@client/shell/menu/menu-button';
import { MenuActionItem, MenuDisabledItem, MenuLinkItem } from '@client/shell/menu/menu-items';
import { publicationMenuItems } from './publication-menu-items';
import type { MenuPublication } from './publication-menu-items';
import { PUBLICATION_MENU_QUERY } from './publication-menu-query';
import styles from './publication-menu.module.css';
import { PUBLICATION_MENU_TEXTS as TEXTS } from './texts';

const FeedbackDialog = lazy(() => import('./feedback-dialog'));

/**
 * The publication menu (spec navigation §2.4) for one publication: a "Manage"
 * button whose items lead to its editors' pages; nothing for anyone else.
 */
export function PublicationMenu({ publication }: { publication: MenuPublication }) {
  const [isFeedbackOpen, setIsFeedbackOpen] = useState(false);
  const items = publicationMenuItems(publication);
  if (!items.length) return null;
  return (
    <>
      <MenuButton
        label={TEXTS.menuLabel(publication.name)}
        triggerClassName={styles.trigger}
        trigger={TEXTS.trigger}
      >
        {items.map((item) => {
          if (item.kind === 'note')
            return (
              <MenuDisabledItem key={item.key}>
                <span className={styles.note}>{item.label}</span>
              </MenuDisabledItem>
            );
          if (item.kind === 'feedback')
            return (
              <MenuActionItem key={item.key} onSelect={() => setIsFeedbackOpen(true)}>
                {item.label}
              </MenuActionItem>
            );
          return (
            <MenuLinkItem
              key={item.key}
              to={item.to}
              onSelect={() =>
                track('nav.clicked', { item: `publication.${item.key}`, target: item.to })
              }
            >
              {item.label}
            </MenuLinkItem>
          );
        })}
      </MenuButton>
      {isFeedbackOpen ? (
        <Suspense fallback={null}>
          <FeedbackDialog
            publication={publication}
            isOpen={isFeedbackOpen}
            onClose={() => setIsFeedbackOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * In the nav bar on a publication's pages (/{collectionSlug}…): its menu, for
 * its creator and editors. Asked in the browser only, usually from the page's
 * own cache, and never for visitors, who cannot be on its staff.
 */
export function PublicationMenuOnPage() {
  const { location } = useNavigation();
  const viewer = useViewer();
  const owner = publisherOnPage(location);
  const slug = owner?.kind === 'collection' ? owner.slug : '';
  const { data } = useQuery(PUBLICATION_MENU_QUERY, {
    variables: { slug },
    skip: !slug || !viewer,
    ssr: false,
    fetchPolicy: 'cache-first',
  });
  const publication = slug && viewer ? data?.collectionBySlug : null;
  return publication ? <PublicationMenu publication={publication} /> : null;
}

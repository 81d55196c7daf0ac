import { Link } from '@client/app/link';
import tabStyles from '@client/shell/tabs/tabs.module.css';
import styles from './reading-list.module.css';
import { READING_LIST_TABS, tabPath } from './reading-list-tabs';
import type { ReadingListTab } from './reading-list-tabs';
import { READING_LIST_SCREEN_TEXTS as TEXTS } from './texts';

export interface ReadingListTabLinksProps {
  active: ReadingListTab;
  searchQuery: string;
  counts?: { savedCount: number; archivedCount: number };
}

/** Saved N · Archived N · Highlights · Recent, as links keeping the search. */
export function ReadingListTabLinks({ active, searchQuery, counts }: ReadingListTabLinksProps) {
  const countOf = (tab: ReadingListTab) =>
    tab === 'saved' ? counts?.savedCount : tab === 'archived' ? counts?.archivedCount : undefined;
  return (
    <nav aria-label={TEXTS.tabsLabel} className={tabStyles.tabs}>
      <ul className={`${tabStyles.tabList} ${styles.tabList}`}>
        {READING_LIST_TABS.map((tab) => {
          const count = countOf(tab);
          return (
            <li key={tab}>
              <Link
                to={tabPath(tab, searchQuery)}
                className={tabStyles.tab}
                aria-current={tab === active ? 'page' : undefined}
              >
                {TEXTS.tabs[tab]}
                {count === undefined ? null : (
                  <span className={tabStyles.tabCount} data-testid={`${tab}-count`}>
                    {' '}
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { Link } from '@client/app/link';
import tabStyles from '@client/shell/tabs/tabs.module.css';
import { STORY_TABS, countFor, tabPath } from './story-filters';
import type { StoryCounts, StoryTab } from './story-filters';
import { YOUR_STORIES_TEXTS } from './texts';

/** Drafts N · Published N · Unlisted N, as links; the current one carries aria-current. */
export function StoryTabs({ active, counts }: { active: StoryTab; counts?: StoryCounts }) {
  return (
    <nav aria-label={YOUR_STORIES_TEXTS.tabsLabel} className={tabStyles.tabs}>
      <ul className={tabStyles.tabList}>
        {STORY_TABS.map((tab) => {
          const count = countFor(counts, tab);
          return (
            <li key={tab}>
              <Link
                to={tabPath(tab)}
                className={tabStyles.tab}
                aria-current={tab === active ? 'page' : undefined}
              >
                {YOUR_STORIES_TEXTS.tabs[tab]}
                {count === null ? null : <span className={tabStyles.tabCount}> {count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

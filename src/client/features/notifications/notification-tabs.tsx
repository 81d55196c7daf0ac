import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { NotificationList } from './notification-list';
import { RESPONSES_ACTIVITY_TYPE } from './notifications-operations';
import styles from './notification-tabs.module.css';
import { NOTIFICATION_TEXTS } from './texts';

interface Tab {
  key: 'all' | 'responses';
  label: string;
  activityType?: string;
}

const TABS: readonly Tab[] = [
  { key: 'all', label: NOTIFICATION_TEXTS.all },
  { key: 'responses', label: NOTIFICATION_TEXTS.responses, activityType: RESPONSES_ACTIVITY_TYPE },
];

/** All and Responses (spec §2.3): arrow keys move between the tabs, each tab its own list. */
export function NotificationTabs() {
  const [selected, setSelected] = useState<Tab['key']>('all');
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = TABS.find((tab) => tab.key === selected) ?? TABS[0]!;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.key === selected);
    let nextIndex: number;
    if (event.key === 'ArrowRight') nextIndex = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') nextIndex = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') nextIndex = 0;
    else if (event.key === 'End') nextIndex = TABS.length - 1;
    else return;
    event.preventDefault();
    setSelected(TABS[nextIndex]!.key);
    tabRefs.current[nextIndex]?.focus();
  }

  return (
    <>
      <div role="tablist" className={styles.tabList} onKeyDown={handleKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={`${baseId}-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={tab.key === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${current.key}`}>
        <NotificationList
          key={current.key}
          activityType={current.activityType}
          label={current.label}
        />
      </div>
    </>
  );
}

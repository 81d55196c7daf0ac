import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigation } from '@client/app/navigation-context';
import { track } from '@client/reporting/install-reporting';
import { SearchIcon } from '@client/shell/nav-bar/nav-icons';
import { moveFocus, predictiveView } from './predictive-rows';
import type { PredictiveRow } from './predictive-rows';
import { searchTabPath } from './search-paths';
import styles from './search-widget.module.css';
import { SEARCH_TEXTS, suggestionCountText } from './texts';
import { usePredictiveSearch } from './use-predictive-search';
import { usePublisherScope } from './use-publisher-scope';

export interface SearchWidgetProps {
  productName: string;
  /** Typing locks the bar in view; clearing the query unlocks it (spec §4 Search). */
  onLockChange?: (locked: boolean) => void;
}

/**
 * The header's predictive search (spec navigation §2.7): a combobox whose
 * popover lists People, Publications, Tags and Stories as the reader types.
 * Arrow keys move one focus index through every row and wrap; Enter opens the
 * row in focus, or the results page. Without JavaScript the form still goes
 * to /search?q=.
 */
export function SearchWidget({ productName, onLockChange }: SearchWidgetProps) {
  const navigation = useNavigation();
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const scope = usePublisherScope(isOpen);
  const inputRef = useRef<HTMLInputElement>(null);
  const { answeredQuery, answer } = usePredictiveSearch(query, scope);
  const trimmed = query.trim();
  const shown = isOpen && trimmed !== '';
  const view = predictiveView({
    query: trimmed,
    answer: answeredQuery === trimmed ? answer : null,
    productName,
    scope,
  });
  const activeRow = view.rows[active];

  useEffect(() => {
    onLockChange?.(trimmed !== '');
  }, [trimmed, onLockChange]);

  useEffect(() => setActive(-1), [answeredQuery]);

  function go(row: PredictiveRow | undefined) {
    const href = row?.href ?? searchTabPath(trimmed);
    track(row ? 'search.predictiveRowClicked' : 'search.predictiveSubmitted', {
      kind: row?.kind ?? 'enter',
      section: row?.section,
      queryLength: trimmed.length,
    });
    setIsOpen(false);
    // A chosen person, tag or story is done with; the results page keeps its query in the box.
    if (row && row.kind === 'hit') setQuery('');
    inputRef.current?.blur();
    navigation.navigate(href);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shown) return;
      event.preventDefault();
      setActive((current) =>
        moveFocus(current, event.key === 'ArrowDown' ? 1 : -1, view.rows.length),
      );
    } else if (event.key === 'Escape') {
      if (shown) event.preventDefault();
      setIsOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (trimmed) go(activeRow);
    }
  }

  function renderRow(row: PredictiveRow) {
    const classes = [styles.row, styles[row.kind], row === activeRow ? styles.active : '']
      .filter(Boolean)
      .join(' ');
    return (
      <li
        key={row.id}
        id={row.id}
        role="option"
        aria-selected={row === activeRow}
        className={classes}
        // Keeps focus in the input, so the click is not lost to a blur.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => go(row)}
      >
        <span className={styles.label}>{row.label}</span>
        {row.detail ? <span className={styles.detail}>{row.detail}</span> : null}
      </li>
    );
  }

  return (
    <form
      role="search"
      action="/search"
      method="get"
      className={`${styles.widget} ${shown ? styles.open : ''}`}
      onSubmit={(event) => event.preventDefault()}
    >
      <label className={styles.field}>
        <SearchIcon />
        <span className={styles.visuallyHidden}>{SEARCH_TEXTS.inputLabel}</span>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          name="q"
          role="combobox"
          autoComplete="off"
          placeholder={SEARCH_TEXTS.placeholder}
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && activeRow ? activeRow.id : undefined}
          value={query}
          maxLength={1024}
          onChange={(event) => {
            if (!isOpen) track('search.predictiveOpened', {});
            setQuery(event.target.value);
            setIsOpen(true);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setIsOpen(false)}
          onKeyDown={handleKeyDown}
        />
      </label>
      <div className={styles.popover} hidden={!shown}>
        <ul id={listId} role="listbox" aria-label={SEARCH_TEXTS.listLabel} className={styles.list}>
          {view.top ? renderRow(view.top) : null}
          {view.sections.map((section) => (
            <li key={section.key} role="presentation">
              <div className={styles.heading} aria-hidden="true">
                {section.heading}
              </div>
              <ul role="group" aria-label={section.heading} className={styles.group}>
                {section.rows.map(renderRow)}
              </ul>
            </li>
          ))}
          {renderRow(view.everywhere)}
        </ul>
        <p className={styles.visuallyHidden} aria-live="polite">
          {shown ? suggestionCountText(view.rows.length - 1) : ''}
        </p>
      </div>
    </form>
  );
}

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { useToasts } from '@client/shell/toasts/toast-provider';
import {
  MAX_NAV_ITEMS,
  MAX_NAV_TITLE_LENGTH,
  NAV_ITEM_TYPES,
} from '@shared/content/publication-nav';
import type { NavItemType } from '@shared/content/publication-nav';
import { moved, newKey, targetOfHref } from './nav-items-draft';
import type { DraftItem } from './nav-items-draft';
import { SET_NAV_ITEMS } from './navigation-queries';
import { NAVIGATION_TEXTS as TEXTS } from './navigation-texts';
import styles from './publications.module.css';

const isNavItemType = (value: string): value is NavItemType =>
  (NAV_ITEM_TYPES as readonly string[]).includes(value);

/** One row: its type, title and target, and the buttons that move or remove it. */
function ItemRow(props: {
  item: DraftItem;
  index: number;
  count: number;
  onChange: (item: DraftItem) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const { item, index } = props;
  const targetLabel = TEXTS.target[item.type];
  return (
    <li className={styles.row}>
      <fieldset className={styles.inline}>
        <legend>{TEXTS.item(index)}</legend>
        <label className={styles.field} htmlFor={`${id}-type`}>
          {TEXTS.type}
          <select
            id={`${id}-type`}
            className={styles.input}
            value={item.type}
            onChange={(event) => {
              const type = event.target.value;
              if (isNavItemType(type)) props.onChange({ ...item, type, target: '' });
            }}
          >
            {NAV_ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {TEXTS.types[type]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={`${id}-title`}>
          {TEXTS.itemTitle}
          <input
            id={`${id}-title`}
            className={styles.input}
            value={item.title}
            maxLength={MAX_NAV_TITLE_LENGTH}
            onChange={(event) => props.onChange({ ...item, title: event.target.value })}
          />
        </label>
        {targetLabel ? (
          <label className={styles.field} htmlFor={`${id}-target`}>
            {targetLabel}
            <input
              id={`${id}-target`}
              className={styles.input}
              value={item.target}
              required
              onChange={(event) => props.onChange({ ...item, target: event.target.value })}
            />
          </label>
        ) : null}
        <button
          type="button"
          className={styles.pill}
          disabled={index === 0}
          aria-label={`${TEXTS.moveUp}: ${TEXTS.item(index)}`}
          onClick={() => props.onMove(-1)}
        >
          {TEXTS.moveUp}
        </button>
        <button
          type="button"
          className={styles.pill}
          disabled={index === props.count - 1}
          aria-label={`${TEXTS.moveDown}: ${TEXTS.item(index)}`}
          onClick={() => props.onMove(1)}
        >
          {TEXTS.moveDown}
        </button>
        <button
          type="button"
          className={styles.pill}
          aria-label={`${TEXTS.remove}: ${TEXTS.item(index)}`}
          onClick={props.onRemove}
        >
          {TEXTS.remove}
        </button>
      </fieldset>
    </li>
  );
}

/** The list being edited, saved whole; the server's refusal is shown as it words it. */
export function NavItemsEditor(props: {
  collectionId: string;
  items: ReadonlyArray<{ type: NavItemType; title: string; href: string }>;
}) {
  const [items, setItems] = useState<DraftItem[]>(() =>
    props.items.map((item) => ({
      key: newKey(),
      type: item.type,
      title: item.title,
      target: targetOfHref(item.type, item.href),
    })),
  );
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutationOutcome(SET_NAV_ITEMS);
  const { queueToast } = useToasts();

  const replace = (index: number, item: DraftItem) =>
    setItems((list) => list.map((old, at) => (at === index ? item : old)));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const outcome = await save({
      collectionId: props.collectionId,
      items: items.map(({ type, title, target }) => ({
        type,
        title: title.trim() || null,
        target: target.trim() || null,
      })),
    });
    if (!outcome.ok) return setError(outcome.message);
    queueToast({ message: TEXTS.saved });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
      {items.length === 0 ? <p className={styles.meta}>{TEXTS.empty}</p> : null}
      <ol className={styles.list}>
        {items.map((item, index) => (
          <ItemRow
            key={item.key}
            item={item}
            index={index}
            count={items.length}
            onChange={(changed) => replace(index, changed)}
            onMove={(by) => setItems((list) => moved(list, index, by))}
            onRemove={() => setItems((list) => list.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.pill}
          disabled={items.length >= MAX_NAV_ITEMS}
          onClick={() =>
            setItems((list) => [...list, { key: newKey(), type: 'TAG', title: '', target: '' }])
          }
        >
          {TEXTS.add}
        </button>
        <button type="submit" className={styles.primary} disabled={loading}>
          {loading ? TEXTS.saving : TEXTS.save}
        </button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

import { useQuery } from '@apollo/client/react';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@client/app/link';
import { appendEdges } from '@client/app/paging/append-edges';
import type { FeaturePagesSettingsQuery } from '@client/graphql/generated/graphql';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { ShowMore } from '@client/ui/show-more';
import { hasClassicPages } from '@shared/content/publication-aurora';
import { collectionFeaturePageUrl, collectionUrl } from '@shared/routing/urls';
import type { ScreenProps } from '../screen';
import {
  CREATE_FEATURE_PAGE,
  DELETE_FEATURE_PAGE,
  FEATURE_PAGES_SETTINGS_QUERY,
  UPDATE_FEATURE_PAGE,
} from './feature-pages-queries';
import { FEATURE_PAGE_TEXTS as TEXTS } from './feature-pages-texts';
import { publicationSlugVariables } from './publication-slug';
import styles from './publications.module.css';
import { publicationStaffScreen } from './staff-screen';

type Collection = NonNullable<FeaturePagesSettingsQuery['collectionBySlug']>;
type FeaturePage = Collection['featurePages']['edges'][number]['node'];
type Story = { id: string; title: string };

/**
 * /{collectionSlug}/settings/feature-pages: a classic publication's feature
 * pages for its creator and editors: create, edit (title, address, stories in
 * order) and delete, paged newest first.
 */
function FeaturePagesSettings(props: ScreenProps) {
  const variables = publicationSlugVariables(props);
  const { data, fetchMore, refetch } = useQuery(FEATURE_PAGES_SETTINGS_QUERY, { variables });
  const [editing, setEditing] = useState<FeaturePage | 'new' | null>(null);
  const collection = data?.collectionBySlug;
  if (!collection?.viewerIsEditor) return null;
  const pages = collection.featurePages;
  const stories = collection.archiveStories?.edges.map((edge) => edge.node) ?? [];

  // Each further page is appended to the list shown (keyset paging, newest first).
  const showMore = () =>
    fetchMore({
      variables: { after: pages.pageInfo.endCursor },
      updateQuery: (shown, { fetchMoreResult: more }) =>
        shown.collectionBySlug && more.collectionBySlug
          ? {
              ...shown,
              collectionBySlug: {
                ...shown.collectionBySlug,
                featurePages: appendEdges(
                  shown.collectionBySlug.featurePages,
                  more.collectionBySlug.featurePages,
                ),
              },
            }
          : shown,
    });

  return (
    <main id="main" className={styles.main}>
      <div className={styles.header}>
        <h1>{TEXTS.heading}</h1>
        {hasClassicPages(collection) && editing === null ? (
          <button type="button" className={styles.pill} onClick={() => setEditing('new')}>
            {TEXTS.newPage}
          </button>
        ) : null}
      </div>
      <p className={styles.meta}>
        {hasClassicPages(collection) ? TEXTS.intro(collection.name) : TEXTS.aurora}
      </p>
      {editing !== null ? (
        <FeaturePageForm
          key={editing === 'new' ? 'new' : editing.id}
          collection={collection}
          page={editing === 'new' ? null : editing}
          stories={stories}
          onDone={() => {
            setEditing(null);
            void refetch();
          }}
        />
      ) : null}
      {pages.edges.length === 0 ? <p className={styles.meta}>{TEXTS.none}</p> : null}
      <ul className={styles.list} aria-label={TEXTS.heading}>
        {pages.edges.map(({ node }) => (
          <FeaturePageRow
            key={node.id}
            collection={collection}
            page={node}
            onEdit={() => setEditing(node)}
            onDeleted={() => void refetch()}
          />
        ))}
      </ul>
      <ShowMore hasMore={pages.pageInfo.hasNextPage} onShowMore={showMore} />
    </main>
  );
}

function FeaturePageRow(props: {
  collection: Collection;
  page: FeaturePage;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { collection, page } = props;
  const { queueToast } = useToasts();
  const [remove, { loading }] = useMutationOutcome(DELETE_FEATURE_PAGE);
  async function handleDelete() {
    const outcome = await remove({ featurePageId: page.id });
    if (!outcome.ok) return queueToast({ message: outcome.message, toastStyle: 'ERROR' });
    queueToast({ message: TEXTS.deleted });
    props.onDeleted();
  }
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <h2 className={styles.rowTitle}>{page.title}</h2>
        <p className={styles.meta}>
          {collectionFeaturePageUrl(collection, page.slug)} ·{' '}
          {TEXTS.storyCount(page.storyIds.length)}
        </p>
      </div>
      <div className={styles.actions}>
        <Link
          to={collectionFeaturePageUrl(collection, page.slug)}
          className={styles.pill}
          aria-label={`${TEXTS.view}: ${page.title}`}
        >
          {TEXTS.view}
        </Link>
        {hasClassicPages(collection) ? (
          <>
            <button
              type="button"
              className={styles.pill}
              onClick={props.onEdit}
              aria-label={TEXTS.editPage(page.title)}
            >
              {TEXTS.edit}
            </button>
            <button
              type="button"
              className={styles.pill}
              disabled={loading}
              onClick={() => void handleDelete()}
              aria-label={`${TEXTS.delete}: ${page.title}`}
            >
              {TEXTS.delete}
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** Moves the item at `index` one place up (-1) or down (+1). */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + by, 0, item);
  return next;
}

function FeaturePageForm(props: {
  collection: Collection;
  page: FeaturePage | null;
  stories: Story[];
  onDone: () => void;
}) {
  const { collection, page, stories } = props;
  const { queueToast } = useToasts();
  const [create] = useMutationOutcome(CREATE_FEATURE_PAGE);
  const [update] = useMutationOutcome(UPDATE_FEATURE_PAGE);
  const [title, setTitle] = useState(page?.title ?? '');
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [chosen, setChosen] = useState<string[]>(page?.storyIds ?? []);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const ids = { title: useId(), slug: useId(), slugHelp: useId() };
  const titleOf = new Map(stories.map((story) => [story.id, story.title]));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    setError(null);
    const input = { title, slug, storyIds: chosen };
    const outcome = page
      ? await update({ featurePageId: page.id, input })
      : await create({ collectionId: collection.id, input });
    setIsBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    queueToast({ message: page ? TEXTS.saved : TEXTS.created });
    props.onDone();
  }

  const toggle = (id: string, isOn: boolean) =>
    setChosen((list) => (isOn ? [...list, id] : list.filter((each) => each !== id)));

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
      <h2>{page ? TEXTS.editPage(page.title) : TEXTS.newPage}</h2>
      <div className={styles.field}>
        <label htmlFor={ids.title}>{TEXTS.pageTitle}</label>
        <input
          id={ids.title}
          className={styles.input}
          value={title}
          maxLength={60}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.slug}>{TEXTS.pageSlug}</label>
        <input
          id={ids.slug}
          className={styles.input}
          value={slug}
          maxLength={50}
          required
          aria-describedby={ids.slugHelp}
          onChange={(event) => setSlug(event.target.value)}
        />
        <p id={ids.slugHelp} className={styles.help}>
          {TEXTS.slugHelp(collectionUrl(collection))}
        </p>
      </div>
      <fieldset className={styles.field}>
        <legend>{TEXTS.stories}</legend>
        {stories.length === 0 ? <p className={styles.help}>{TEXTS.noStories}</p> : null}
        {stories.map((story) => (
          <label key={story.id} className={styles.inline}>
            <input
              type="checkbox"
              checked={chosen.includes(story.id)}
              onChange={(event) => toggle(story.id, event.target.checked)}
            />
            {story.title}
          </label>
        ))}
      </fieldset>
      {chosen.length > 0 ? (
        <ol className={styles.list} aria-label={TEXTS.stories}>
          {chosen.map((id, index) => {
            const storyTitle = titleOf.get(id) ?? id;
            return (
              <li key={id} className={styles.row}>
                <span className={styles.rowText}>{storyTitle}</span>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.pill}
                    disabled={index === 0}
                    aria-label={TEXTS.moveUp(storyTitle)}
                    onClick={() => setChosen((list) => moved(list, index, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={styles.pill}
                    disabled={index === chosen.length - 1}
                    aria-label={TEXTS.moveDown(storyTitle)}
                    onClick={() => setChosen((list) => moved(list, index, 1))}
                  >
                    ↓
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isBusy}>
          {isBusy ? TEXTS.saving : page ? TEXTS.save : TEXTS.create}
        </button>
        <button type="button" className={styles.pill} onClick={props.onDone} disabled={isBusy}>
          {TEXTS.cancel}
        </button>
      </div>
    </form>
  );
}

export const screen = publicationStaffScreen({
  query: FEATURE_PAGES_SETTINGS_QUERY,
  heading: TEXTS.heading,
  Component: FeaturePagesSettings,
});

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import {
  EDITOR_PUBLICATIONS_QUERY,
  SUBMIT_TO_PUBLICATION_MUTATION,
} from '@client/features/editor/operations';
import { draftLabelFor } from '@client/features/posts/draft-label';
import type { SettingsDraft } from './post-settings-query';
import styles from './post-settings.module.css';
import { POST_SETTINGS_TEXTS as TEXTS } from './texts';

type Story = SettingsDraft['post'];

/** Where the story stands, in the words of the draft labels (navigation §4) where they apply. */
function standing(story: Story, isAuthor: boolean): string | null {
  if (story.collection)
    return story.isPublished
      ? TEXTS.inPublication(story.collection.name)
      : TEXTS.approvedDraft(story.collection.name);
  const pending = story.pendingCollection;
  if (!pending) return null;
  if (story.statusForCollection === 'NOT_YET_SUBMITTED') return TEXTS.notYetSubmitted(pending.name);
  return draftLabelFor({ ...story, isAuthor, pendingCollection: pending });
}

/**
 * Story settings' Publication section: the writer submits the story (draft or
 * published) to a publication they write for; its staff's own story goes in
 * at once. Once it stands somewhere, the section says where.
 */
export function PublicationSection({ story, viewerId }: { story: Story; viewerId: string }) {
  const isAuthor = story.creator.id === viewerId;
  const pending = story.pendingCollection;
  const isFree = !story.collection && !pending;
  const { data } = useQuery(EDITOR_PUBLICATIONS_QUERY, { skip: !isFree || !isAuthor });
  const choices = data?.viewer?.writerCollections ?? [];
  const [chosenId, setChosenId] = useState('');
  const [submit, { loading }] = useMutationOutcome(SUBMIT_TO_PUBLICATION_MUTATION);
  const [error, setError] = useState<string | null>(null);
  const chosen = choices.find((choice) => choice.id === chosenId) ?? choices[0];
  const canSubmitPending =
    isAuthor && !!pending && story.statusForCollection === 'NOT_YET_SUBMITTED';
  const text = standing(story, isAuthor);
  if (!text && (!isFree || choices.length === 0)) return null;

  async function handleSubmit(collectionId: string) {
    setError(null);
    const outcome = await submit({ collectionId, postId: story.id });
    if (!outcome.ok) setError(outcome.message);
  }

  const isStaffChoice = chosen?.viewerRole === 'CREATOR' || chosen?.viewerRole === 'EDITOR';
  return (
    <section className={styles.section} aria-labelledby="settings-publication">
      <h2 id="settings-publication" className={styles.sectionHeading}>
        {TEXTS.publicationSection}
      </h2>
      {text ? (
        <p className={styles.help} data-testid="settings-publication-standing">
          {text}
        </p>
      ) : null}
      {isFree && chosen ? (
        <div className={styles.field}>
          <p className={styles.help}>{TEXTS.publicationHelp}</p>
          <label className={styles.legend} htmlFor="settings-publication-choice">
            {TEXTS.choosePublication}
          </label>
          <select
            id="settings-publication-choice"
            className={styles.select}
            value={chosen.id}
            onChange={(event) => setChosenId(event.target.value)}
          >
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
          {isStaffChoice ? null : <p className={styles.help}>{TEXTS.submitHelp}</p>}
          <button
            type="button"
            className={styles.saveButton}
            disabled={loading}
            onClick={() => void handleSubmit(chosen.id)}
          >
            {loading ? TEXTS.submitting : isStaffChoice ? TEXTS.addToPublication : TEXTS.submit}
          </button>
        </div>
      ) : null}
      {canSubmitPending ? (
        <button
          type="button"
          className={styles.saveButton}
          disabled={loading}
          onClick={() => void handleSubmit(pending.id)}
        >
          {loading ? TEXTS.submitting : TEXTS.submit}
        </button>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

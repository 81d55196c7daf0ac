import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { LICENSES } from '@shared/content/post-enums';
import type { License } from '@shared/content/post-enums';
import { visibilityChoices } from '@shared/content/visibility-choices';
import { useFlagOn } from '@client/app/use-flag';
import { Modal } from '@client/ui/overlay/modal';
import { EDITOR_PUBLICATIONS_QUERY } from '../operations';
import { LICENSE_LABELS, PUBLISH_TEXTS } from '../texts';
import { PublicationField } from './publication-field';
import { boundPublication, publishPlan } from './publication-plan';
import type { PublicationChoice, PublishPlan, StoryPublication } from './publication-plan';
import { PreviewImagePicker } from './preview-image-picker';
import { scheduleFor, toLocalInputValue } from './publish-form';
import type { StoryImage } from '@shared/content/story-images';
import type { PublishFormState, Visibility } from './publish-form';
import { TagInput } from './tag-input';
import styles from './publish-dialog.module.css';

interface PublishDialogProps {
  isOpen: boolean;
  onClose: () => void;
  initial: PublishFormState;
  images: StoryImage[];
  story: StoryPublication;
  /** The viewer wrote the story (an editor may be publishing a writer's submission). */
  isAuthor: boolean;
  /** Resolves to an error message, or null once the story is out (or sent for review). */
  onPublish: (
    state: PublishFormState,
    publishAt: string | null,
    plan: PublishPlan,
  ) => Promise<string | null>;
}

const VISIBILITY_LABELS: Record<Visibility, string> = {
  PUBLIC: PUBLISH_TEXTS.visibilityPublic,
  UNLISTED: PUBLISH_TEXTS.visibilityUnlisted,
  LOCKED: PUBLISH_TEXTS.visibilityLocked,
};
const VISIBILITIES: readonly Visibility[] = ['PUBLIC', 'UNLISTED', 'LOCKED'];

export function PublishDialog(props: PublishDialogProps) {
  return (
    <Modal
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={props.story.isPublished ? PUBLISH_TEXTS.changesDialogTitle : PUBLISH_TEXTS.dialogTitle}
      isTitleVisible
    >
      {props.isOpen ? <PublishForm {...props} /> : null}
    </Modal>
  );
}

/** The publications the viewer writes for, asked for only while the story belongs to none. */
function usePublicationChoices(story: StoryPublication): PublicationChoice[] {
  const { data } = useQuery(EDITOR_PUBLICATIONS_QUERY, { skip: !!boundPublication(story) });
  return data?.viewer?.writerCollections ?? [];
}

function submitLabel(plan: PublishPlan, state: PublishFormState, isPublished: boolean): string {
  if (plan.kind === 'submit') return PUBLISH_TEXTS.submitTo(plan.publication.name);
  if (isPublished) return PUBLISH_TEXTS.changesDialogTitle;
  return state.when === 'later' ? PUBLISH_TEXTS.submitScheduled : PUBLISH_TEXTS.submitNow;
}

function PublishForm(props: PublishDialogProps) {
  const { initial, images, onPublish, onClose, story } = props;
  const [state, setState] = useState(initial);
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const choices = usePublicationChoices(story);
  const chosen = choices.find((choice) => choice.id === chosenId) ?? null;
  const plan = publishPlan(story, chosen, props.isAuthor);
  const goesOut = plan.kind === 'publish' || plan.kind === 'join';
  const isMemberOnlySwitchOn = useFlagOn('can_edit_members_only_posts');
  const update = (patch: Partial<PublishFormState>) =>
    setState((current) => ({ ...current, ...patch }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const schedule = scheduleFor(
      goesOut && !story.isPublished ? state : { ...state, when: 'now' },
      new Date(),
    );
    if (!schedule.ok) return setError(schedule.message);
    setIsBusy(true);
    setError('');
    const failure = await onPublish(state, schedule.publishAt, plan);
    setIsBusy(false);
    if (failure) setError(failure);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <section className={styles.column} aria-labelledby="publish-preview-heading">
        <h3 id="publish-preview-heading" className={styles.heading}>
          {PUBLISH_TEXTS.previewHeading}
        </h3>
        <PreviewImagePicker
          images={images}
          selectedId={state.previewImageId}
          focusX={state.focusPercentX}
          focusY={state.focusPercentY}
          onSelect={(previewImageId) => update({ previewImageId })}
          onFocusChange={(focusPercentX, focusPercentY) => update({ focusPercentX, focusPercentY })}
        />
        <label className={styles.field}>
          <span className={styles.label}>{PUBLISH_TEXTS.previewTitle}</span>
          <input
            className={styles.input}
            value={state.previewTitle}
            maxLength={200}
            data-autofocus
            onChange={(e) => update({ previewTitle: e.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{PUBLISH_TEXTS.previewSubtitle}</span>
          <input
            className={styles.input}
            value={state.previewSubtitle}
            maxLength={300}
            onChange={(e) => update({ previewSubtitle: e.target.value })}
          />
        </label>
        <p className={styles.help}>{PUBLISH_TEXTS.previewNote}</p>
      </section>
      <section className={styles.column}>
        <PublicationField
          story={story}
          isAuthor={props.isAuthor}
          plan={plan}
          choices={choices}
          chosenId={chosenId}
          onChoose={setChosenId}
        />
        <TagInput tags={state.tags} onChange={(tags) => update({ tags })} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{PUBLISH_TEXTS.visibility}</legend>
          {visibilityChoices(VISIBILITIES, initial.visibility, isMemberOnlySwitchOn).map(
            (value) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name="visibility"
                  checked={state.visibility === value}
                  onChange={() => update({ visibility: value })}
                />
                {VISIBILITY_LABELS[value]}
              </label>
            ),
          )}
        </fieldset>
        <label className={styles.field}>
          <span className={styles.label}>{PUBLISH_TEXTS.license}</span>
          <select
            className={styles.input}
            value={state.license}
            onChange={(e) => update({ license: e.target.value as License })}
          >
            {LICENSES.map((license) => (
              <option key={license} value={license}>
                {LICENSE_LABELS[license]}
              </option>
            ))}
          </select>
        </label>
        {story.isPublished ? <p className={styles.help}>{PUBLISH_TEXTS.changesNote}</p> : null}
        {goesOut && !story.isPublished ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>{PUBLISH_TEXTS.when}</legend>
            <label className={styles.choice}>
              <input
                type="radio"
                name="when"
                checked={state.when === 'now'}
                onChange={() => update({ when: 'now' })}
              />
              {PUBLISH_TEXTS.publishNow}
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name="when"
                checked={state.when === 'later'}
                onChange={() => update({ when: 'later' })}
              />
              {PUBLISH_TEXTS.schedule}
            </label>
            {state.when === 'later' ? (
              <label className={styles.field}>
                <span className={styles.label}>{PUBLISH_TEXTS.scheduleAt}</span>
                <input
                  className={styles.input}
                  type="datetime-local"
                  min={toLocalInputValue(new Date())}
                  value={state.scheduleAt}
                  onChange={(e) => update({ scheduleAt: e.target.value })}
                />
              </label>
            ) : null}
          </fieldset>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {PUBLISH_TEXTS.cancel}
          </button>
          <button
            type="submit"
            className={styles.primary}
            disabled={isBusy || plan.kind === 'waiting'}
          >
            {isBusy
              ? plan.kind === 'submit'
                ? PUBLISH_TEXTS.submitting
                : PUBLISH_TEXTS.publishing
              : submitLabel(plan, state, story.isPublished)}
          </button>
        </div>
      </section>
    </form>
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { CountLimitField } from '@client/ui/count-limit-field/count-limit-field';
import { ConfirmDialog } from '@client/ui/overlay/confirm-dialog';
import type { ShortformFieldsFragment } from '@client/graphql/generated/graphql';
import {
  MAX_SHORTFORM_ATTRIBUTION,
  MAX_SHORTFORM_CAPTION,
  MAX_SHORTFORM_TEXT,
  MAX_SHORTFORM_URL,
  SHORTFORM_TYPES,
} from '@shared/content/shortform';
import type { ShortformType } from '@shared/content/shortform';
import { imageUrl } from '@shared/media/image-url';
import { collectionUrl } from '@shared/routing/urls';
import type { CollectionRef } from '@shared/routing/urls';
import { textOf } from '../publications/form-text';
import { ImageField } from '../publications/image-field';
import publicationStyles from '../publications/publications.module.css';
import { CREATE_SHORTFORM, DELETE_SHORTFORM, UPDATE_SHORTFORM } from './shortform-queries';
import styles from './shortform.module.css';
import { SHORTFORM_SCREEN_TEXTS as TEXTS } from './shortform-texts';

/**
 * Writes a shortform post: the type is chosen when it is new and kept when it
 * is edited; each type shows only its fields. The server checks everything
 * again and its message is shown as it is.
 */
export function ShortformForm(props: {
  collection: CollectionRef & { id: string };
  existing?: ShortformFieldsFragment;
}) {
  const { existing } = props;
  const [type, setType] = useState<ShortformType>(existing?.type ?? 'NOTE');
  const [imageId, setImageId] = useState<string | null>(existing?.imageId ?? null);
  const [uploads, setUploads] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [create, created] = useMutationOutcome(CREATE_SHORTFORM);
  const [update, updated] = useMutationOutcome(UPDATE_SHORTFORM);
  const isSaving = created.loading || updated.loading;
  const home = collectionUrl(props.collection);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      type,
      text: textOf(form, 'text'),
      url: type === 'LINK' ? textOf(form, 'url') : null,
      imageId: type === 'MEDIA' ? imageId : null,
      attribution: type === 'QUOTE' ? textOf(form, 'attribution') : null,
    };
    setError(null);
    const outcome = existing
      ? await update({ id: existing.id, input })
      : await create({ collectionId: props.collection.id, input });
    // A refusal stays above Post in the server's words; every field keeps what was typed.
    if (!outcome.ok) return setError(outcome.message);
    window.location.assign(home);
  }

  return (
    <form className={publicationStyles.form} onSubmit={(event) => void handleSubmit(event)}>
      {existing ? null : (
        <fieldset className={styles.typeChoice}>
          <legend>{TEXTS.type}</legend>
          {SHORTFORM_TYPES.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="type"
                value={choice}
                checked={type === choice}
                onChange={() => setType(choice)}
              />{' '}
              {TEXTS.types[choice]}
            </label>
          ))}
        </fieldset>
      )}
      <TypeFields
        key={type}
        type={type}
        existing={existing}
        imageId={imageId}
        onImage={setImageId}
        onBusy={(busy) => setUploads((n) => n + (busy ? 1 : -1))}
      />
      {error ? (
        <p className={publicationStyles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={publicationStyles.actions}>
        <button
          className={publicationStyles.primary}
          type="submit"
          disabled={isSaving || uploads > 0}
        >
          {existing
            ? isSaving
              ? TEXTS.saving
              : TEXTS.save
            : isSaving
              ? TEXTS.posting
              : TEXTS.post}
        </button>
        <a className={publicationStyles.pill} href={home}>
          {TEXTS.cancel}
        </a>
        {existing ? <DeleteButton id={existing.id} home={home} /> : null}
      </div>
    </form>
  );
}

function TypeFields(props: {
  type: ShortformType;
  existing?: ShortformFieldsFragment;
  imageId: string | null;
  onImage: (imageId: string | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { existing } = props;
  const text = (label: string, limit: number, isMultiline: boolean) => (
    <LimitedText
      label={label}
      name="text"
      limit={limit}
      isMultiline={isMultiline}
      initial={existing?.text ?? ''}
    />
  );
  switch (props.type) {
    case 'LINK':
      return (
        <>
          <label className={publicationStyles.field}>
            {TEXTS.url}
            <input
              className={publicationStyles.input}
              name="url"
              type="url"
              required
              maxLength={MAX_SHORTFORM_URL}
              defaultValue={existing?.url ?? ''}
              aria-describedby="shortform-url-help"
            />
            <span id="shortform-url-help" className={publicationStyles.help}>
              {TEXTS.urlHelp}
            </span>
          </label>
          {text(TEXTS.comment, MAX_SHORTFORM_CAPTION, false)}
        </>
      );
    case 'MEDIA':
      return (
        <>
          {props.imageId ? (
            <img
              className={styles.picture}
              src={imageUrl(props.imageId, { width: 400 })}
              alt=""
              width={400}
            />
          ) : null}
          <ImageField label={TEXTS.picture} onChange={props.onImage} onBusy={props.onBusy} />
          {text(TEXTS.caption, MAX_SHORTFORM_CAPTION, false)}
        </>
      );
    case 'QUOTE':
      return (
        <>
          {text(TEXTS.quote, MAX_SHORTFORM_TEXT, true)}
          <LimitedText
            label={TEXTS.attribution}
            name="attribution"
            limit={MAX_SHORTFORM_ATTRIBUTION}
            initial={existing?.attribution ?? ''}
          />
        </>
      );
    case 'NOTE':
      return text(TEXTS.note, MAX_SHORTFORM_TEXT, true);
  }
}

/**
 * A text with its count/limit (routes-entities-shell §5): typing past the limit
 * is not blocked, the server says what it refuses.
 */
function LimitedText(props: {
  label: string;
  name: string;
  limit: number;
  initial: string;
  isMultiline?: boolean;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <CountLimitField
      label={props.label}
      name={props.name}
      limit={props.limit}
      value={value}
      isMultiline={props.isMultiline}
      onChange={setValue}
    />
  );
}

function DeleteButton(props: { id: string; home: string }) {
  const [remove] = useMutationOutcome(DELETE_SHORTFORM);
  const [isAsking, setIsAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function handleConfirm(): Promise<boolean> {
    const outcome = await remove({ id: props.id });
    if (!outcome.ok) {
      setFailure(outcome.message);
      return false;
    }
    window.location.assign(props.home);
    return true;
  }
  return (
    <>
      <button type="button" className={styles.danger} onClick={() => setIsAsking(true)}>
        {TEXTS.delete}
      </button>
      <ConfirmDialog
        isOpen={isAsking}
        title={TEXTS.deleteTitle}
        text={TEXTS.confirmDelete}
        cancelLabel={TEXTS.cancel}
        confirmLabel={TEXTS.delete}
        busyLabel={TEXTS.deleting}
        failedText={failure ?? TEXTS.failed}
        onCancel={() => setIsAsking(false)}
        onConfirm={handleConfirm}
      />
    </>
  );
}

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from '@client/features/notes/error-message';
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
  const [create, created] = useMutation(CREATE_SHORTFORM);
  const [update, updated] = useMutation(UPDATE_SHORTFORM);
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
    try {
      // A refusal may come back as the result's error rather than as a throw.
      const result = existing
        ? await update({ variables: { id: existing.id, input } })
        : await create({ variables: { collectionId: props.collection.id, input } });
      if (result.error) {
        setError(errorMessage(result.error, TEXTS.failed));
        return;
      }
      window.location.assign(home);
    } catch (failure) {
      setError(errorMessage(failure, TEXTS.failed));
    }
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
  const text = (label: string, max: number, multiline: boolean, required: boolean): ReactNode => (
    <label className={publicationStyles.field}>
      {label}
      {multiline ? (
        <textarea
          className={styles.textarea}
          name="text"
          maxLength={max}
          required={required}
          defaultValue={existing?.text ?? ''}
        />
      ) : (
        <input
          className={publicationStyles.input}
          name="text"
          maxLength={max}
          defaultValue={existing?.text ?? ''}
        />
      )}
    </label>
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
          {text(TEXTS.comment, MAX_SHORTFORM_CAPTION, false, false)}
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
          {text(TEXTS.caption, MAX_SHORTFORM_CAPTION, false, false)}
        </>
      );
    case 'QUOTE':
      return (
        <>
          {text(TEXTS.quote, MAX_SHORTFORM_TEXT, true, true)}
          <label className={publicationStyles.field}>
            {TEXTS.attribution}
            <input
              className={publicationStyles.input}
              name="attribution"
              required
              maxLength={MAX_SHORTFORM_ATTRIBUTION}
              defaultValue={existing?.attribution ?? ''}
            />
          </label>
        </>
      );
    case 'NOTE':
      return text(TEXTS.note, MAX_SHORTFORM_TEXT, true, true);
  }
}

function DeleteButton(props: { id: string; home: string }) {
  const [remove] = useMutation(DELETE_SHORTFORM);
  const [isAsking, setIsAsking] = useState(false);
  async function handleConfirm(): Promise<boolean> {
    try {
      const result = await remove({ variables: { id: props.id } });
      if (result.error) return false;
      window.location.assign(props.home);
      return true;
    } catch {
      return false;
    }
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
        failedText={TEXTS.failed}
        onCancel={() => setIsAsking(false)}
        onConfirm={handleConfirm}
      />
    </>
  );
}

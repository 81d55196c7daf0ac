import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { CountLimitField } from '@client/ui/count-limit-field/count-limit-field';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { AvatarPicker } from './avatar-picker';
import { draftOf, hasPendingChanges, pendingChanges, profileFieldOf } from './profile-draft';
import type { ProfileDraft, ProfileFieldErrors } from './profile-draft';
import { BIO_LIMIT, NAME_LIMIT } from '@shared/limits';
import { UPDATE_PROFILE, UPDATE_PROFILE_IMAGE } from './settings-operations';
import type { SettingsViewer } from './settings-operations';
import styles from './settings.module.css';
import { SETTINGS_TEXTS as TEXTS } from './texts';

const FIELD_NAMES = { NAME: 'name', BIO: 'bio' } as const;

/** Name, bio and photo. A refused or failed save keeps everything typed, with the reason beside its field. */
export function ProfileForm({ viewer }: { viewer: SettingsViewer }) {
  const [saved, setSaved] = useState<ProfileDraft>(() => draftOf(viewer));
  const [draft, setDraft] = useState<ProfileDraft>(saved);
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [updateProfile] = useMutationOutcome(UPDATE_PROFILE);
  const [updateProfileImage] = useMutationOutcome(UPDATE_PROFILE_IMAGE);
  const { queueToast } = useToasts();

  function edit<K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) {
    setDraft((previous) => ({ ...previous, [key]: value }));
    const field = key === 'name' ? 'NAME' : key === 'bio' ? 'BIO' : 'IMAGE';
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  /** The refusal beside the field it names (focused), or above Save when it names none. */
  function refuse(named: string | undefined, message: string) {
    const field = profileFieldOf(named);
    if (field === 'NAME' || field === 'BIO' || field === 'IMAGE') setErrors({ [field]: message });
    else setFormError(message);
    if (field === 'NAME' || field === 'BIO')
      document.querySelector<HTMLElement>(`[name="${FIELD_NAMES[field]}"]`)?.focus();
  }

  async function save(): Promise<void> {
    const changes = pendingChanges(saved, draft);
    let next = saved;
    if (changes.text) {
      const outcome = await updateProfile({ name: draft.name, bio: draft.bio });
      if (!outcome.ok) return refuse(outcome.field, outcome.message);
      const answer = outcome.data.updateProfile;
      if (answer.__typename !== 'User') return setFormError(TEXTS.saveFailed);
      next = { ...next, name: answer.name, bio: answer.bio };
      // Show the text as it was saved (trimmed), keeping the picture choice still pending.
      setSaved(next);
      setDraft((previous) => ({ ...previous, name: answer.name, bio: answer.bio }));
    }
    if (changes.image) {
      const outcome = await updateProfileImage({ imageId: draft.imageId });
      if (!outcome.ok) return refuse(outcome.field, outcome.message);
      const answer = outcome.data.updateProfileImage;
      if (answer.__typename !== 'User') return setFormError(TEXTS.saveFailed);
      next = { ...next, imageId: answer.imageId ?? null };
      setSaved(next);
    }
    queueToast({ message: TEXTS.profileSaved });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving || isUploading) return;
    setErrors({});
    setFormError(null);
    if (!hasPendingChanges(saved, draft)) {
      queueToast({ message: TEXTS.profileSaved });
      return;
    }
    setIsSaving(true);
    try {
      await save();
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form
      className={styles.form}
      aria-labelledby="settings-profile"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h3 id="settings-profile" className={styles.subheading}>
        {TEXTS.profileSection}
      </h3>
      <p className={styles.help}>{TEXTS.profileHelp}</p>
      <AvatarPicker
        imageId={draft.imageId}
        error={errors.IMAGE ?? null}
        onChange={(imageId) => edit('imageId', imageId)}
        onUploadStateChange={setIsUploading}
      />
      <CountLimitField
        label={TEXTS.name}
        name="name"
        value={draft.name}
        limit={NAME_LIMIT}
        description={TEXTS.nameHelp}
        error={errors.NAME ?? null}
        onChange={(value) => edit('name', value)}
      />
      <CountLimitField
        label={TEXTS.bio}
        name="bio"
        value={draft.bio}
        limit={BIO_LIMIT}
        description={TEXTS.bioHelp}
        error={errors.BIO ?? null}
        isMultiline
        onChange={(value) => edit('bio', value)}
      />
      {formError ? (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton} disabled={isSaving || isUploading}>
          {isSaving ? TEXTS.savingProfile : TEXTS.saveProfile}
        </button>
      </div>
    </form>
  );
}

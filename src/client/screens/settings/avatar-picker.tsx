import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { AVATAR_SIZES, DEFAULT_AVATAR_ID } from '@shared/media/image-sizes';
import { imageUrl } from '@shared/media/image-url';
import { uploadImage } from '@client/features/editor/upload-image';
import styles from './settings.module.css';
import { SETTINGS_TEXTS as TEXTS } from './texts';

const PREVIEW = AVATAR_SIZES.XXL;

export interface AvatarPickerProps {
  imageId: string | null;
  onChange: (imageId: string | null) => void;
  /** A refusal from the server, shown like an upload failure. */
  error: string | null;
  onUploadStateChange: (isUploading: boolean) => void;
}

/**
 * The profile photo: a chosen file shows at once (from the file itself) while it
 * uploads; the uploaded id then joins the form and is saved with the profile.
 */
export function AvatarPicker({ imageId, onChange, error, onUploadStateChange }: AvatarPickerProps) {
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  // The object URL holds the file in memory until it is released.
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setUploadError(TEXTS.notAnImage);
      return;
    }
    setUploadError(null);
    setLocalPreview(URL.createObjectURL(file));
    setIsUploading(true);
    onUploadStateChange(true);
    try {
      const uploaded = await uploadImage(file);
      onChange(uploaded.id);
    } catch (failure) {
      setLocalPreview(null);
      setUploadError(failure instanceof Error ? failure.message : TEXTS.saveFailed);
    } finally {
      setIsUploading(false);
      onUploadStateChange(false);
    }
  }

  function handleRemove() {
    setLocalPreview(null);
    setUploadError(null);
    onChange(null);
  }

  const previewSrc =
    localPreview ??
    imageUrl(imageId ?? DEFAULT_AVATAR_ID, { width: PREVIEW, height: PREVIEW, strategy: 'fill' });
  return (
    <div className={styles.avatarField} role="group" aria-labelledby={`${inputId}-legend`}>
      <span id={`${inputId}-legend`} className={styles.label}>
        {TEXTS.photo}
      </span>
      <div className={styles.avatarRow}>
        <img
          className={styles.avatarPreview}
          src={previewSrc}
          alt={TEXTS.photoPreviewAlt}
          width={PREVIEW}
          height={PREVIEW}
          data-testid="avatar-preview"
          aria-busy={isUploading || undefined}
        />
        <div className={styles.avatarActions}>
          <input
            id={inputId}
            className={`visually-hidden ${styles.fileInput}`}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
            aria-describedby={shownError ? errorId : helpId}
            aria-invalid={shownError ? true : undefined}
            disabled={isUploading}
            onChange={(event) => void handleFile(event)}
          />
          <label htmlFor={inputId} className={styles.secondaryButton}>
            {imageId || localPreview ? TEXTS.changePhoto : TEXTS.choosePhoto}
          </label>
          {imageId && !isUploading ? (
            <button type="button" className={styles.textButton} onClick={handleRemove}>
              {TEXTS.removePhoto}
            </button>
          ) : null}
        </div>
      </div>
      <p className={styles.status} role="status">
        {isUploading ? TEXTS.uploadingPhoto : ''}
      </p>
      {shownError ? (
        <p id={errorId} className={styles.error} role="alert">
          {shownError}
        </p>
      ) : (
        <p id={helpId} className={styles.help}>
          {TEXTS.photoHelp}
        </p>
      )}
    </div>
  );
}

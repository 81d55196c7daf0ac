import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { uploadImage } from '@client/features/editor/upload-image';
import styles from './publications.module.css';
import { PUBLICATIONS_TEXTS as TEXTS } from './texts';

/** A picture chosen for the publication, uploaded at once; its id joins the form. */
export function ImageField(props: {
  label: string;
  purpose?: 'image' | 'favicon';
  onChange: (imageId: string | null) => void;
  onBusy: (isUploading: boolean) => void;
}) {
  const statusId = useId();
  const labelId = useId();
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setStatus({ text: TEXTS.uploading, isError: false });
    props.onBusy(true);
    try {
      const uploaded = await uploadImage(file, fetch, props.purpose ?? 'image');
      props.onChange(uploaded.id);
      setStatus({ text: TEXTS.uploaded, isError: false });
    } catch (failure) {
      props.onChange(null);
      setPreview(null);
      setStatus({ text: failure instanceof Error ? failure.message : TEXTS.failed, isError: true });
    } finally {
      props.onBusy(false);
    }
  }

  // The file input itself is hidden behind a button-like label: the same control for
  // the keyboard and screen readers, styled like the rest of the form.
  return (
    <div className={styles.field}>
      <span id={labelId}>{props.label}</span>
      <div className={styles.imagePicker}>
        {preview ? (
          <img className={styles.imagePreview} src={preview} alt="" width={48} height={48} />
        ) : (
          <span className={styles.imagePreview} aria-hidden="true" />
        )}
        <label className={styles.filePill}>
          {preview ? TEXTS.changeImage : TEXTS.chooseImage}
          <input
            type="file"
            accept="image/*"
            className={styles.fileInput}
            aria-labelledby={labelId}
            onChange={(event) => void handleFile(event)}
            aria-describedby={statusId}
          />
        </label>
      </div>
      <span id={statusId} className={status?.isError ? styles.error : styles.help} role="status">
        {status?.text ?? ''}
      </span>
    </div>
  );
}

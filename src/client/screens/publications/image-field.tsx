import { useId, useState } from 'react';
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
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setStatus({ text: TEXTS.uploading, isError: false });
    props.onBusy(true);
    try {
      const uploaded = await uploadImage(file, fetch, props.purpose ?? 'image');
      props.onChange(uploaded.id);
      setStatus({ text: TEXTS.uploaded, isError: false });
    } catch (failure) {
      props.onChange(null);
      setStatus({ text: failure instanceof Error ? failure.message : TEXTS.failed, isError: true });
    } finally {
      props.onBusy(false);
    }
  }

  return (
    <label className={styles.field}>
      {props.label}
      <input
        type="file"
        accept="image/*"
        onChange={(event) => void handleFile(event)}
        aria-describedby={statusId}
      />
      <span id={statusId} className={status?.isError ? styles.error : styles.help} role="status">
        {status?.text ?? ''}
      </span>
    </label>
  );
}

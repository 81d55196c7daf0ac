import type { ReactNode } from 'react';
import { ImageField } from './image-field';
import styles from './publications.module.css';
import { PUBLICATIONS_TEXTS as TEXTS } from './texts';

/**
 * What a publication is called and looks like: name, tagline, avatar and
 * favicon. Creation and settings share them so both ask the same way;
 * creation slips its address field in after the name.
 */
export function PublicationFields(props: {
  defaults?: { name: string; tagline: string };
  afterName?: ReactNode;
  /** Each change of the name as it is typed (creation suggests an address from it). */
  onNameChange?: (name: string) => void;
  onAvatar: (imageId: string | null) => void;
  onFavicon: (imageId: string | null) => void;
  onBusy: (isUploading: boolean) => void;
}) {
  return (
    <>
      <label className={styles.field}>
        {TEXTS.name}
        <input
          className={styles.input}
          name="name"
          required
          maxLength={100}
          defaultValue={props.defaults?.name}
          onChange={(event) => props.onNameChange?.(event.currentTarget.value)}
        />
      </label>
      {props.afterName}
      <label className={styles.field}>
        {TEXTS.tagline}
        <input
          className={styles.input}
          name="tagline"
          maxLength={160}
          defaultValue={props.defaults?.tagline}
        />
      </label>
      <ImageField label={TEXTS.avatar} onChange={props.onAvatar} onBusy={props.onBusy} />
      <ImageField
        label={TEXTS.favicon}
        purpose="favicon"
        onChange={props.onFavicon}
        onBusy={props.onBusy}
      />
    </>
  );
}

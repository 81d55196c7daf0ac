import type { KeyboardEvent } from 'react';
import { MAX_SUBTITLE_LENGTH, MAX_TITLE_LENGTH } from '@shared/content/post-enums';
import { EDITOR_TEXTS } from './texts';
import styles from './editor.module.css';

interface TitleFieldsProps {
  title: string;
  subtitle: string;
  onTitleChange: (value: string) => void;
  onSubtitleChange: (value: string) => void;
  /** Enter at the end of the subtitle moves on to the story. */
  onLeave: () => void;
}

export function TitleFields(props: TitleFieldsProps) {
  function handleTitleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    document.getElementById('story-subtitle')?.focus();
  }
  function handleSubtitleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    props.onLeave();
  }
  return (
    <div className={styles.titles}>
      <label htmlFor="story-title" className={styles.visuallyHidden}>
        {EDITOR_TEXTS.titleLabel}
      </label>
      <textarea
        id="story-title"
        className={styles.title}
        rows={1}
        maxLength={MAX_TITLE_LENGTH}
        placeholder={EDITOR_TEXTS.titlePlaceholder}
        value={props.title}
        onChange={(event) => props.onTitleChange(event.target.value.replace(/\n/g, ' '))}
        onKeyDown={handleTitleKeyDown}
      />
      <label htmlFor="story-subtitle" className={styles.visuallyHidden}>
        {EDITOR_TEXTS.subtitleLabel}
      </label>
      <textarea
        id="story-subtitle"
        className={styles.subtitle}
        rows={1}
        maxLength={MAX_SUBTITLE_LENGTH}
        placeholder={EDITOR_TEXTS.subtitlePlaceholder}
        value={props.subtitle}
        onChange={(event) => props.onSubtitleChange(event.target.value.replace(/\n/g, ' '))}
        onKeyDown={handleSubtitleKeyDown}
      />
    </div>
  );
}

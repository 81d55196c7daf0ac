import type { KeyboardEvent } from 'react';
import { MAX_SUBTITLE_LENGTH, MAX_TITLE_LENGTH } from '@shared/content/post-enums';
import { countLimitState } from '@client/ui/count-limit-field/count-limit';
import { COUNT_LIMIT_TEXTS } from '@client/ui/count-limit-field/texts';
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

/** The title's count shows once it nears the limit (routes §5: count/limit, never blocking). */
const TITLE_COUNT_FROM = MAX_TITLE_LENGTH - 40;

function TitleCount({ title }: { title: string }) {
  const state = countLimitState(title, MAX_TITLE_LENGTH);
  if (state.count < TITLE_COUNT_FROM) return null;
  return (
    <p id="story-title-count" className={styles.titleCount} data-over={state.isOver || undefined}>
      {state.text}
      {state.isOver ? (
        <span className={styles.visuallyHidden}>
          {` (${COUNT_LIMIT_TEXTS.overLimit(state.count - state.limit)})`}
        </span>
      ) : null}
    </p>
  );
}

export function TitleFields(props: TitleFieldsProps) {
  const isCounted = countLimitState(props.title, MAX_TITLE_LENGTH).count >= TITLE_COUNT_FROM;
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
        placeholder={EDITOR_TEXTS.titlePlaceholder}
        value={props.title}
        aria-describedby={isCounted ? 'story-title-count' : undefined}
        onChange={(event) => props.onTitleChange(event.target.value.replace(/\n/g, ' '))}
        onKeyDown={handleTitleKeyDown}
      />
      <TitleCount title={props.title} />
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

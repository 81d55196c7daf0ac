import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { MAX_TAGS_PER_POST } from '@shared/content/post-enums';
import { PUBLISH_TEXTS } from '../texts';
import { addTags } from './publish-form';
import styles from './publish-dialog.module.css';

interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
}

/** Topic chips: Enter or comma adds, Backspace on an empty field removes the last one. */
export function TagInput({ tags, onChange }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const isFull = tags.length >= MAX_TAGS_PER_POST;

  function commit(value: string) {
    if (value.trim()) onChange(addTags(tags, value));
    setDraft('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  return (
    <div className={styles.field}>
      <label htmlFor="publish-tags" className={styles.label}>
        {PUBLISH_TEXTS.tagsLabel}
      </label>
      <p id="publish-tags-help" className={styles.help}>
        {isFull ? PUBLISH_TEXTS.tooManyTags : PUBLISH_TEXTS.tagsHelp}
      </p>
      <div className={styles.tagBox}>
        <ul className={styles.chips} aria-label={PUBLISH_TEXTS.tagsLabel}>
          {tags.map((tag) => (
            <li key={tag} className={styles.chip}>
              <span>{tag}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={PUBLISH_TEXTS.removeTag(tag)}
                onClick={() => onChange(tags.filter((existing) => existing !== tag))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
        <input
          id="publish-tags"
          className={styles.tagInput}
          type="text"
          aria-describedby="publish-tags-help"
          placeholder={isFull ? '' : PUBLISH_TEXTS.tagsPlaceholder}
          disabled={isFull}
          value={draft}
          onChange={(event) => {
            const value = event.target.value;
            if (value.includes(',')) commit(value);
            else setDraft(value);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => commit(draft)}
        />
      </div>
    </div>
  );
}

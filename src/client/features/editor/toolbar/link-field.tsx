import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { checkLinkHref } from '@shared/content/safe-url';
import { EDITOR_TEXTS } from '../texts';
import styles from './toolbar.module.css';

interface LinkFieldProps {
  editor: Editor;
  initialHref: string;
  onDone: () => void;
}

/** Where a link points; only http, https and mailto addresses are taken. */
export function LinkField({ editor, initialHref, onDone }: LinkFieldProps) {
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const value = href.trim();
    if (!value) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
    const check = checkLinkHref(withScheme);
    if (!check.ok) {
      setError(EDITOR_TEXTS.linkInvalid);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: check.url.href }).run();
    onDone();
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    editor.commands.focus();
    onDone();
  }

  return (
    <form className={styles.linkForm} onSubmit={handleSubmit} onKeyDown={handleKeyDown}>
      <input
        className={styles.linkInput}
        type="text"
        inputMode="url"
        aria-label={EDITOR_TEXTS.linkField}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'editor-link-error' : undefined}
        placeholder={EDITOR_TEXTS.linkPlaceholder}
        value={href}
        autoFocus
        onChange={(event) => {
          setHref(event.target.value);
          setError('');
        }}
      />
      <button type="submit" className={styles.textButton}>
        {EDITOR_TEXTS.linkApply}
      </button>
      {initialHref ? (
        <button
          type="button"
          className={styles.textButton}
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          {EDITOR_TEXTS.linkRemove}
        </button>
      ) : null}
      {error ? (
        <p id="editor-link-error" className={styles.linkError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

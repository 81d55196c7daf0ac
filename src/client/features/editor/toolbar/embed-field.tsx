import { useApolloClient } from '@apollo/client/react';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { checkLinkHref } from '@shared/content/safe-url';
import { blockFor } from '../conversion/model-to-doc';
import { LINK_PREVIEW_QUERY } from '../operations';
import { EDITOR_TEXTS } from '../texts';
import styles from './toolbar.module.css';

/** A pasted address becomes a player (YouTube, Vimeo) or a link card. */
export function EmbedField({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const client = useApolloClient();
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const value = url.trim();
    const check = checkLinkHref(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    if (!check.ok) return setError(EDITOR_TEXTS.linkInvalid);
    setIsBusy(true);
    try {
      const { data } = await client.query({
        query: LINK_PREVIEW_QUERY,
        variables: { url: check.url.href },
        fetchPolicy: 'network-only',
      });
      const preview = data?.linkPreview;
      if (preview?.__typename !== 'LinkPreview') {
        setError(preview && 'message' in preview ? preview.message : EDITOR_TEXTS.embedFailed);
        return;
      }
      const node = preview.iframeSrc
        ? blockFor({
            name: '',
            type: 'IFRAME',
            text: '',
            markups: [],
            iframe: {
              src: preview.iframeSrc,
              width: preview.iframeWidth ?? 640,
              height: preview.iframeHeight ?? 360,
            },
          })
        : mixtapeFor(preview.url, preview.title ?? preview.url, preview.description ?? '');
      editor.chain().focus().insertContent(node).run();
      onDone();
    } catch {
      setError(EDITOR_TEXTS.embedFailed);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form className={styles.linkForm} onSubmit={(event) => void handleSubmit(event)}>
      <input
        className={styles.linkInput}
        type="text"
        inputMode="url"
        aria-label={EDITOR_TEXTS.embedField}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'editor-embed-error' : undefined}
        placeholder={EDITOR_TEXTS.embedPlaceholder}
        value={url}
        disabled={isBusy}
        autoFocus
        onChange={(event) => {
          setUrl(event.target.value);
          setError('');
        }}
      />
      {error ? (
        <p id="editor-embed-error" className={styles.linkError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function mixtapeFor(href: string, title: string, description: string) {
  const text = description ? `${title}\n${description}` : title;
  return blockFor({
    name: '',
    type: 'MIXTAPE_EMBED',
    text,
    markups: [{ type: 'STRONG', start: 0, end: title.length }],
    mixtapeMetadata: { href },
  });
}

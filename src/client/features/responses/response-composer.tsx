import { useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import { hasResponseText, paragraphsFromText, RESPONSE_MAX_LENGTH } from './composer-paragraphs';
import { PUBLISH_RESPONSE } from './response-fields';
import type { ResponsePostData } from './response-fields';
import { RESPONSE_TEXTS } from './texts';
import styles from './response-composer.module.css';
import { useInteractionEffect } from '@client/ui/use-interaction-effect';

export interface ResponseComposerProps {
  /** The story, or the response, this one answers. */
  parentPostId: string;
  label: string;
  /** A reply composer takes focus when it opens; the panel's own does not. */
  autoFocus?: boolean;
  onCancel?: () => void;
  onPublished: (response: ResponsePostData) => void;
}

/**
 * The light editor: plain text, where a blank line starts a new paragraph.
 * A response is published at once, so there is no draft to keep.
 */
export function ResponseComposer({
  parentPostId,
  label,
  autoFocus = false,
  onCancel,
  onPublished,
}: ResponseComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const errorId = useId();
  const [publish, { loading }] = useMutationOutcome(PUBLISH_RESPONSE);

  useInteractionEffect(() => {
    if (autoFocus) textareaRef.current?.focus();
  }, [autoFocus]);

  const canRespond = hasResponseText(text) && !loading;

  async function submit() {
    if (!canRespond) return;
    setError(null);
    const outcome = await publish(
      {
        inResponseToPostId: parentPostId,
        content: { paragraphs: paragraphsFromText(text) },
      },
      {
        update(cache, { data }) {
          if (!data) return;
          // The parent's count on every button and toggle that shows it.
          cache.modify({
            id: cache.identify({ __typename: 'Post', id: parentPostId }),
            fields: { responseCount: (count: number) => count + 1 },
          });
        },
      },
    );
    // A refused response keeps its text, with the server's reason below it.
    if (!outcome.ok) return setError(refusalMessage(outcome, RESPONSE_TEXTS.publishFailed));
    setText('');
    // Respond disables itself on the emptied text; keep focus in the composer.
    textareaRef.current?.focus();
    onPublished(outcome.data.publishResponse);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  // Ctrl/Cmd+Enter publishes, as in most comment boxes.
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      // Cancels the reply, not the whole panel.
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  }

  return (
    <form className={styles.composer} onSubmit={handleSubmit}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={inputId}
        className={styles.input}
        value={text}
        rows={4}
        maxLength={RESPONSE_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        {onCancel ? (
          <button type="button" className={styles.cancel} onClick={onCancel}>
            {RESPONSE_TEXTS.cancel}
          </button>
        ) : null}
        <button type="submit" className={styles.respond} disabled={!canRespond}>
          {loading ? RESPONSE_TEXTS.publishing : RESPONSE_TEXTS.respond}
        </button>
      </div>
    </form>
  );
}

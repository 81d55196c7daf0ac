import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { textOf } from './form-text';
import { INVITE_TO_PUBLICATION } from './publications-queries';
import styles from './publications.module.css';
import { PUBLICATIONS_TEXTS as TEXTS } from './texts';

/** Invites someone by username or e-mail: creators pick editor or writer, editors invite writers. */
export function InviteForm(props: {
  collectionId: string;
  name: string;
  mayInviteEditors: boolean;
}) {
  const id = useId();
  const [invite, { loading }] = useMutationOutcome(INVITE_TO_PUBLICATION);
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const invitee = textOf(data, 'invitee').trim();
    const role = data.get('role') === 'EDITOR' ? 'EDITOR' : 'WRITER';
    const outcome = await invite({ collectionId: props.collectionId, invitee, role });
    // A refusal keeps what was typed, for the person to correct.
    if (!outcome.ok) return setStatus({ text: outcome.message, isError: true });
    setStatus({ text: TEXTS.invited(invitee), isError: false });
    form.reset();
  }

  return (
    <form
      className={styles.inline}
      onSubmit={(event) => void handleSubmit(event)}
      aria-label={`${TEXTS.invite}: ${props.name}`}
    >
      <label className={styles.field} htmlFor={`${id}-invitee`}>
        {TEXTS.invitee}
        <input id={`${id}-invitee`} className={styles.input} name="invitee" required />
      </label>
      <label className={styles.field} htmlFor={`${id}-role`}>
        {TEXTS.inviteRole}
        <select id={`${id}-role`} className={styles.input} name="role" defaultValue="WRITER">
          <option value="WRITER">{TEXTS.writerRole}</option>
          {props.mayInviteEditors ? <option value="EDITOR">{TEXTS.editorRole}</option> : null}
        </select>
      </label>
      <button className={styles.pill} type="submit" disabled={loading}>
        {TEXTS.invite}
      </button>
      {status ? (
        <p
          className={status.isError ? styles.error : styles.status}
          role={status.isError ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      ) : null}
    </form>
  );
}

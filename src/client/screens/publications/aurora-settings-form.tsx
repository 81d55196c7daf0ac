import { useState } from 'react';
import type { FormEvent } from 'react';
import { useToasts } from '@client/shell/toasts/toast-provider';
import { useMutationOutcome } from '@client/graphql/mutation-outcome';
import { SET_PUBLICATION_AURORA } from './publication-settings-queries';
import styles from './publications.module.css';

const TEXTS = {
  heading: 'Aurora pages',
  intro:
    'The Aurora pages are the newer publication pages. An eligible publication gets the design editor; once readers see them, the classic navigation and feature pages step aside and you can send feedback.',
  eligible: 'Aurora-eligible: this publication may use the Aurora pages',
  visible: 'Readers see the Aurora pages',
  save: 'Save Aurora settings',
  saved: 'Aurora settings saved.',
  failed: 'The Aurora settings could not be saved.',
} as const;

interface AuroraCollection {
  id: string;
  isAuroraEligible: boolean;
  isAuroraVisible: boolean;
}

/** The creator's choice (navigation §3, §6): may the publication use the Aurora pages, and do readers see them. */
export function AuroraSettingsForm({ collection }: { collection: AuroraCollection }) {
  const { queueToast } = useToasts();
  const [save, { loading }] = useMutationOutcome(SET_PUBLICATION_AURORA);
  const [eligible, setEligible] = useState(collection.isAuroraEligible);
  const [visible, setVisible] = useState(collection.isAuroraVisible);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const outcome = await save({
      collectionId: collection.id,
      input: { isAuroraEligible: eligible, isAuroraVisible: eligible && visible },
    });
    queueToast(
      outcome.ok ? { message: TEXTS.saved } : { message: outcome.message, toastStyle: 'ERROR' },
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
      <h2>{TEXTS.heading}</h2>
      <p className={styles.help}>{TEXTS.intro}</p>
      <label className={styles.inline}>
        <input
          type="checkbox"
          checked={eligible}
          onChange={(event) => setEligible(event.target.checked)}
        />
        {TEXTS.eligible}
      </label>
      <label className={styles.inline}>
        <input
          type="checkbox"
          checked={eligible && visible}
          disabled={!eligible}
          onChange={(event) => setVisible(event.target.checked)}
        />
        {TEXTS.visible}
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={loading}>
          {TEXTS.save}
        </button>
      </div>
    </form>
  );
}

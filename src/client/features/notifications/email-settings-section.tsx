import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { NotificationEmailGroup } from '@client/graphql/generated/graphql';
import { refusalMessage, useMutationOutcome } from '@client/graphql/mutation-outcome';
import styles from './email-settings-section.module.css';
import {
  NOTIFICATION_EMAIL_SETTINGS,
  SET_NOTIFICATION_EMAIL_SETTING,
} from './email-settings-operations';
import { EMAIL_SETTINGS_TEXTS as TEXTS } from './email-texts';

type Feedback = { kind: 'saving' | 'saved' | 'failed'; message: string } | null;

/**
 * The settings section where a person chooses which notifications also
 * arrive by e-mail: one checkbox per group, each saved as soon as it changes.
 */
export function EmailNotificationsSection() {
  const headingId = useId();
  const introId = useId();
  const { data, loading, error } = useQuery(NOTIFICATION_EMAIL_SETTINGS);
  const [save] = useMutationOutcome(SET_NOTIFICATION_EMAIL_SETTING);
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function change(group: NotificationEmailGroup, enabled: boolean) {
    const choice = data?.notificationEmailSettings.find((item) => item.group === group);
    if (!choice) return;
    setFeedback({ kind: 'saving', message: TEXTS.saving });
    const outcome = await save(
      { group, enabled },
      {
        optimisticResponse: {
          setNotificationEmailSetting: { ...choice, enabled },
        },
        // Choices have no id of their own: the list is updated in place (the
        // optimistic layer too, which Apollo drops when the server refuses).
        update(cache, result) {
          const saved = result.data?.setNotificationEmailSetting;
          if (!saved) return;
          cache.updateQuery({ query: NOTIFICATION_EMAIL_SETTINGS }, (current) =>
            current
              ? {
                  notificationEmailSettings: current.notificationEmailSettings.map((item) =>
                    item.group === saved.group ? { ...item, enabled: saved.enabled } : item,
                  ),
                }
              : current,
          );
        },
      },
    );
    if (!outcome.ok)
      return setFeedback({ kind: 'failed', message: refusalMessage(outcome, TEXTS.saveFailed) });
    setFeedback({
      kind: 'saved',
      message: enabled ? TEXTS.savedOn(choice.label) : TEXTS.savedOff(choice.label),
    });
  }

  return (
    <section className={styles.section} aria-labelledby={headingId} id="email-notifications">
      <h2 id={headingId} className={styles.heading}>
        {TEXTS.heading}
      </h2>
      <p id={introId} className={styles.intro}>
        {TEXTS.intro}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {TEXTS.loadFailed}
        </p>
      ) : loading || !data ? (
        <p className={styles.intro} role="status">
          {TEXTS.loading}
        </p>
      ) : (
        <fieldset className={styles.choices} aria-describedby={introId}>
          <legend className="visually-hidden">{TEXTS.heading}</legend>
          {data.notificationEmailSettings.map((choice) => (
            <EmailChoice
              key={choice.group}
              label={choice.label}
              description={choice.description}
              checked={choice.enabled}
              onChange={(enabled) => void change(choice.group, enabled)}
            />
          ))}
        </fieldset>
      )}
      <p
        className={feedback?.kind === 'failed' ? styles.error : styles.status}
        role={feedback?.kind === 'failed' ? 'alert' : 'status'}
      >
        {feedback?.message ?? ''}
      </p>
    </section>
  );
}

function EmailChoice(props: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const inputId = useId();
  const descriptionId = useId();
  return (
    <div className={styles.choice}>
      <input
        id={inputId}
        className={styles.checkbox}
        type="checkbox"
        checked={props.checked}
        aria-describedby={descriptionId}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={inputId} className={styles.label}>
          {props.label}
        </label>
        <p id={descriptionId} className={styles.description}>
          {props.description}
        </p>
      </div>
    </div>
  );
}

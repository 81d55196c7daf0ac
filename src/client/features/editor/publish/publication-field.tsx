import { PUBLISH_TEXTS } from '../texts';
import { boundPublication } from './publication-plan';
import type { PublicationChoice, PublishPlan, StoryPublication } from './publication-plan';
import styles from './publish-dialog.module.css';

interface PublicationFieldProps {
  story: StoryPublication;
  isAuthor: boolean;
  plan: PublishPlan;
  /** The viewer's publications; offered only while the story belongs to none. */
  choices: readonly PublicationChoice[];
  chosenId: string | null;
  onChoose: (id: string | null) => void;
}

/** What a story already tied to a publication says about where publishing takes it. */
function boundText(props: PublicationFieldProps, name: string): string {
  const { story, plan, isAuthor } = props;
  if (story.collection) return PUBLISH_TEXTS.inPublication(name);
  if (plan.kind === 'submit') return PUBLISH_TEXTS.submitHelp(name);
  if (plan.kind === 'waiting') return PUBLISH_TEXTS.waitingForEditors(name);
  if (story.pendingCollection?.viewerIsEditor)
    return isAuthor && story.statusForCollection !== 'PENDING'
      ? PUBLISH_TEXTS.joinsPublication(name)
      : PUBLISH_TEXTS.approvesSubmission(name);
  return PUBLISH_TEXTS.submittedStory(name);
}

/** The publish dialog's Publication section: where the story goes, or the choice of it. */
export function PublicationField(props: PublicationFieldProps) {
  const bound = boundPublication(props.story);
  if (bound)
    return (
      <section className={styles.fieldset} aria-labelledby="publish-publication-heading">
        <h3 id="publish-publication-heading" className={styles.label}>
          {PUBLISH_TEXTS.publication}
        </h3>
        <p className={styles.help} data-testid="publish-publication-note">
          {boundText(props, bound.name)}
        </p>
      </section>
    );
  if (props.choices.length === 0) return null;
  const { plan } = props;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{PUBLISH_TEXTS.publication}</legend>
      <label className={styles.choice}>
        <input
          type="radio"
          name="publication"
          checked={props.chosenId === null}
          onChange={() => props.onChoose(null)}
        />
        {PUBLISH_TEXTS.ownProfile}
      </label>
      {props.choices.map((choice) => (
        <label key={choice.id} className={styles.choice}>
          <input
            type="radio"
            name="publication"
            checked={props.chosenId === choice.id}
            onChange={() => props.onChoose(choice.id)}
          />
          {choice.name}
        </label>
      ))}
      {plan.kind === 'submit' ? (
        <p className={styles.help}>{PUBLISH_TEXTS.submitHelp(plan.publication.name)}</p>
      ) : plan.kind === 'join' ? (
        <p className={styles.help}>{PUBLISH_TEXTS.joinsPublication(plan.publication.name)}</p>
      ) : null}
    </fieldset>
  );
}

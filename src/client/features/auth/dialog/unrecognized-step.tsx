import { SUSI_TEXTS } from '../texts';
import type { FlowEnv } from './flow-env';
import { StepTitle } from './step-title';
import styles from './susi.module.css';

/** UNRECOGNIZED_EMAIL: a login for an address with no account. */
export function UnrecognizedStep({ env, titleId }: { env: FlowEnv; titleId: string }) {
  const { dispatch, variant } = env;
  return (
    <>
      <StepTitle id={titleId} isEmbedded={env.isEmbedded}>
        {SUSI_TEXTS.unrecognizedTitle}
      </StepTitle>
      <p className={styles.subheader}>{SUSI_TEXTS.unrecognizedQuestion}</p>
      <p className={styles.subheader}>
        <button
          type="button"
          className={styles.textButton}
          data-autofocus
          onClick={() => dispatch({ type: 'goToOptions', variant })}
        >
          {SUSI_TEXTS.seeAllSignInOptions}
        </button>
      </p>
      <p className={styles.subheader}>
        {SUSI_TEXTS.orLead}{' '}
        <button
          type="button"
          className={styles.textButton}
          onClick={() => dispatch({ type: 'registerWithEmail' })}
        >
          {SUSI_TEXTS.createNewAccount}
        </button>
        .
      </p>
    </>
  );
}

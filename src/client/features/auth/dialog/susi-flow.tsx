import { useRef } from 'react';
import { CheckInboxStep } from './check-inbox-step';
import { EmailStep } from './email-step';
import type { FlowEnv } from './flow-env';
import { OptionsStep } from './options-step';
import styles from './susi.module.css';
import { UnrecognizedStep } from './unrecognized-step';
import { useInteractionEffect } from '@client/ui/use-interaction-effect';

export interface SusiFlowProps {
  env: FlowEnv;
  titleId: string;
  /** A message shown above the step, e.g. a failed social sign-in. */
  notice?: string | null;
}

/** The current step's content; shared by the modal and the full page. */
export function SusiFlow({ env, titleId, notice }: SusiFlowProps) {
  const flowRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(env.state.step);
  // A new step replaces the control that had focus: move focus to the step's
  // preferred control, or its heading, so keyboard and screen-reader users follow.
  useInteractionEffect(() => {
    if (shownStep.current === env.state.step) return;
    shownStep.current = env.state.step;
    const flow = flowRef.current;
    if (!flow || env.state.step === null) return;
    const target =
      flow.querySelector<HTMLElement>('[data-autofocus]') ??
      flow.querySelector<HTMLElement>(`[id="${CSS.escape(titleId)}"]`);
    target?.focus({ preventScroll: true });
  }, [env.state.step, titleId]);
  return (
    <div className={styles.flow} ref={flowRef}>
      {notice ? (
        <p className={styles.alert} role="alert">
          {notice}
        </p>
      ) : null}
      <StepContent env={env} titleId={titleId} />
    </div>
  );
}

function StepContent({ env, titleId }: { env: FlowEnv; titleId: string }) {
  switch (env.state.step) {
    case 'ENTER_EMAIL':
      return <EmailStep env={env} titleId={titleId} />;
    case 'UNRECOGNIZED_EMAIL':
      return <UnrecognizedStep env={env} titleId={titleId} />;
    case 'CHECK_YOUR_INBOX':
      return <CheckInboxStep env={env} titleId={titleId} />;
    case 'LOGIN_OPTIONS':
    case 'SIGNIN_OPTIONS':
    case 'SIGNUP_OPTIONS':
      return <OptionsStep env={env} titleId={titleId} />;
    case null:
      return null;
  }
}

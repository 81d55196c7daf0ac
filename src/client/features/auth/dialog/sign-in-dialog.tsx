import { useId, useRef } from 'react';
import type { FlagMap } from '@shared/flags';
import { Modal } from '@client/ui/overlay/modal';
import type { SignInDialogStore } from '../sign-in-dialog-context';
import { stepTitle } from '../step-texts';
import { isSusiOpen } from '../susi-state';
import { StandaloneFooter } from './standalone-footer';
import { SusiFlow } from './susi-flow';
import styles from './susi.module.css';
import { useFlowEnv } from './use-flow-env';

export interface SignInDialogProps {
  store: SignInDialogStore;
  flags: Partial<FlagMap>;
  productName: string;
  isCustomDomain: boolean;
}

/** The sign-in / sign-up modal; the old or the new variant by enable_new_susi_modal. */
export function SignInDialog({ store, flags, productName, isCustomDomain }: SignInDialogProps) {
  const { dispatch, variant } = store;
  const titleId = useId();
  // While the exit animation plays, keep showing the step that was open.
  const lastOpen = useRef(store.state);
  if (isSusiOpen(store.state)) lastOpen.current = store.state;
  const state = isSusiOpen(store.state) ? store.state : lastOpen.current;
  const close = () => dispatch({ type: 'close' });
  const env = useFlowEnv({
    state,
    dispatch,
    variant,
    flags,
    productName,
    isCustomDomain,
    explicitRedirect: null,
    isEmbedded: false,
    onClose: close,
  });
  const isNew = variant === 'new';
  return (
    <Modal
      isOpen={isSusiOpen(store.state)}
      onClose={close}
      title={stepTitle(state, variant, productName)}
      width={isNew ? 'default' : 'narrow'}
      dialogClassName={isNew ? styles.newDialog : undefined}
    >
      {isNew ? <span className={styles.banner} aria-hidden="true" /> : null}
      <SusiFlow env={env} titleId={titleId} />
      {isNew ? <StandaloneFooter productName={productName} appLinks={env.authConfig} /> : null}
    </Modal>
  );
}

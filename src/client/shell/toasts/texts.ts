export const TOAST_TEXTS = {
  dismiss: 'Dismiss',
  /** Spec §8, spelling included. */
  retryableErrorDefault: 'An error occured. Please try again or contact our support team for help.',
};

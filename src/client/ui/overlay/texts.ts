export const MODAL_TEXTS = {
  close: 'Close',
};

/** Texts of the e-mail notification settings (group names and hints come from the server). */
export const EMAIL_SETTINGS_TEXTS = {
  heading: 'Email notifications',
  intro:
    'Choose which notifications also arrive by email. They always appear in your notifications.',
  loading: 'Loading your email choices…',
  loadFailed: 'Your email choices could not be loaded. Please reload the page.',
  saving: 'Saving…',
  savedOn: (label: string) => `Saved: you will get emails about “${label}”.`,
  savedOff: (label: string) => `Saved: you will no longer get emails about “${label}”.`,
  saveFailed: 'Your choice could not be saved. Please try again.',
} as const;

export const MUTE_SETTINGS_TEXTS = {
  heading: 'Muted',
  intro: 'Stories from the people and publications you mute no longer appear in your feed.',
  tabs: 'Muted lists',
  users: 'Authors',
  publications: 'Publications',
  emptyUsers: 'You have not muted anyone.',
  emptyPublications: 'You have not muted any publications.',
  loadFailed: 'Your muted list could not be loaded.',
  unmute: 'Unmute',
  mute: 'Mute',
  unmuteLabel: (name: string) => `Unmute ${name}`,
  muteLabel: (name: string) => `Mute ${name}`,
  signInPrompt: 'Sign in to see the people and publications you muted.',
  signIn: 'Sign in',
} as const;

export const MUTE_TABS = ['users', 'publications'] as const;
export type MuteTab = (typeof MUTE_TABS)[number];

export function isMuteTab(value: string | undefined): value is MuteTab {
  return (MUTE_TABS as readonly string[]).includes(value ?? '');
}

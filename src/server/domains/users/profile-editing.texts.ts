/** What the profile settings form shows when a change is refused (names: NAME_TEXTS). */
export const PROFILE_TEXTS = {
  bioTooLong: (limit: number) => `Bios may be at most ${limit} characters long.`,
  controlCharacters: 'Please remove the invisible control characters.',
  imageNotFound: 'That image could not be found. Please upload it again.',
} as const;

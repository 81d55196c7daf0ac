/** Why a chosen username is refused (sign-up onboarding and profile editing alike). */
export const USERNAME_TEXTS = {
  usernameLength: 'Usernames must be 3 to 30 characters long.',
  usernameCharacters: 'Usernames may only contain letters, numbers, dots and underscores.',
  usernameReserved: 'That username is reserved. Please choose another one.',
  usernameTaken: 'That username is already taken. Please choose another one.',
} as const;

import { ROUTE_FIRST_SEGMENTS } from '@shared/routing/route-segments';
import { USERNAME_CHARACTERS, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@shared/limits';
import { USERNAME_TEXTS } from './username.texts';

// Words that name pages, systems or roles: a handle spelled like them would
// read as official or collide with a top-level path.
const EXTRA_RESERVED = [
  'about',
  'search',
  'settings',
  'admin',
  'administrator',
  'api',
  'help',
  'membership',
  'plans',
  'new-story',
  'tag',
  'tagged',
  'topic',
  'topics',
  'trending',
  'feed',
  'me',
  'm',
  'p',
  'amp',
  'c',
  'u',
  's',
  'l',
  'media',
  'assets',
  'creators',
  'stream',
  'payment',
  'upgrade',
  'gift-checkout',
  'signin',
  'signout',
  'login',
  'logout',
  'signup',
  'register',
  'staff',
  'support',
  'quire',
  'root',
  'www',
  'mail',
  'status',
  'privacy',
  'terms',
  'legal',
  'policy',
  'home',
  'explore',
  'notifications',
  'stories',
  'lists',
  'following',
  'followers',
  'health',
  'graphql',
  'static',
  'security',
  'official',
  'moderator',
  'system',
  'null',
  'undefined',
  'anonymous',
];

/** Every static first path segment of the route table, plus the list above. */
const RESERVED = new Set([...EXTRA_RESERVED, ...ROUTE_FIRST_SEGMENTS]);

export function isReservedUsername(username: string): boolean {
  return RESERVED.has(username.toLowerCase());
}

/** The first rule a chosen username breaks, or null when it may be used. */
export function usernameProblem(username: string): string | null {
  // Reserved first: 'me' is refused because it is a page, not because it is short.
  if (isReservedUsername(username)) return USERNAME_TEXTS.usernameReserved;
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) {
    return USERNAME_TEXTS.usernameLength;
  }
  if (!USERNAME_CHARACTERS.test(username)) return USERNAME_TEXTS.usernameCharacters;
  return null;
}

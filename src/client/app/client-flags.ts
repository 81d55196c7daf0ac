import type { FlagName } from '@shared/flags';
import { ROUTES } from '@shared/routing/route-table';

/** Flags the browser's code reads by name (sign-in choices, menus, mute, the member-only switch). */
const FEATURE_FLAGS = [
  'enable_new_susi_modal',
  'enable_login_code',
  'enable_signup_with_email_button',
  'skip_signin_captcha',
  'enable_apple_sign_in',
  'enable_mute',
  'enable_mission_control',
  'can_edit_members_only_posts',
  'disable_login_google',
  'disable_login_facebook',
  'disable_login_twitter',
  'disable_login_apple',
  'disable_login_email',
] as const satisfies readonly FlagName[];

/**
 * The flags a page ships to the browser: those its code reads, and the gates
 * of the routes it resolves when the reader follows a link. The rest decide
 * only on the server, so they never leave it.
 */
export const CLIENT_FLAG_NAMES: ReadonlySet<string> = new Set<string>([
  ...FEATURE_FLAGS,
  ...ROUTES.flatMap((route) => [route.flag, route.customDomainFlag]).filter(
    (flag): flag is FlagName => flag !== undefined,
  ),
]);

/**
 * Variant flags: every name the product knows, with its typed default.
 *
 * Routes and features the spec gates behind a flag default to on, so a fresh
 * install shows everything. `disable_*` flags and holdbacks default to off.
 * Operators override a flag in the `variant_flags` table or with
 * `FLAGS=name=value,…`; the client treats a flag as off while loading or on error.
 */
export const FLAG_DEFAULTS = {
  // Lite screens and routes (routes-entities-shell §2.2)
  enable_lite_homepage: true,
  enable_lite_post: true,
  enable_lite_post_cd: true,
  enable_lite_stories: true,
  enable_lite_profile: true,
  enable_lite_topics: true,
  enable_aurora_profile_follow_pages: true,
  enable_aurora_about_page_routing: true,
  enable_aurora_tag_page_routing: true,
  enable_detailed_billing_history: true,
  enable_debug_cached_post: true,
  enable_custom_domain_v2_settings: true,
  enable_shortform: true,
  enable_experimental_editor: true,
  enable_tick_landing_page: true,
  enable_tribute_landing_page: true,
  enable_membership_landing_page: true,
  enable_subscribe_to_profile: true,
  // Shell and features
  enable_new_susi_modal: true,
  enable_login_code: true,
  enable_signup_with_email_button: true,
  skip_signin_captcha: true,
  enable_apple_sign_in: true,
  enable_mute: true,
  enable_mission_control: true,
  can_edit_members_only_posts: true,
  enable_highlander_member_digest: true,
  make_nav_sticky: true,
  enable_unbound: true,
  // Framed post pages are blanked unless this is on: a protection, so off by default.
  enable_post_page_curation_tools: false,
  // Switches that turn something off, and holdbacks, default to off.
  disable_login_google: false,
  disable_login_facebook: false,
  disable_login_twitter: false,
  disable_login_apple: false,
  disable_login_email: false,
  remove_stars_ui: false,
  optimizely_holdback: false,
} as const satisfies Record<string, boolean | string>;

export type FlagName = keyof typeof FLAG_DEFAULTS;
export type FlagValue = boolean | string;
export type FlagMap = Record<FlagName, FlagValue>;

export const FLAG_NAMES = Object.keys(FLAG_DEFAULTS) as FlagName[];

export function isFlagName(name: string): name is FlagName {
  return Object.hasOwn(FLAG_DEFAULTS, name);
}

/** A flag counts as on only when its value is `true` or a non-empty string other than "false". */
export function isFlagOn(flags: Partial<FlagMap> | null | undefined, name: FlagName): boolean {
  const value = flags?.[name];
  if (typeof value === 'string') return value !== '' && value !== 'false';
  return value === true;
}

import { isFlagOn } from '@shared/flags';
import type { FlagMap } from '@shared/flags';
import type { SusiOperation } from '../susi-state';
import { fetchAndSolveAltcha } from './altcha-solver';

export interface CaptchaConfig {
  provider: string;
  siteKey?: string | null;
  challengeUrl?: string | null;
  scriptUrl?: string | null;
}

/** Captcha is skipped only when skip_signin_captcha is on and the operation is login (spec §5). */
export function isCaptchaRequired(flags: Partial<FlagMap>, operation: SusiOperation): boolean {
  return !(isFlagOn(flags, 'skip_signin_captcha') && operation === 'login');
}

/** Where a widget provider's token comes from: the widget rendered in the form. */
export interface TokenSource {
  token(): Promise<string>;
}

/**
 * The captchaValue for sendAcctAuthEmail: null when none is needed, an ALTCHA
 * solved in the browser, or the token of the provider's widget. A widget
 * provider without its widget fails rather than sending nothing.
 */
export async function captchaValueFor(
  config: CaptchaConfig | null | undefined,
  flags: Partial<FlagMap>,
  operation: SusiOperation,
  widget: TokenSource | null,
): Promise<string | null> {
  if (!config || !isCaptchaRequired(flags, operation)) return null;
  if (config.provider === 'altcha') {
    return config.challengeUrl ? fetchAndSolveAltcha(config.challengeUrl) : null;
  }
  if (!widget) throw new Error(`The ${config.provider} widget is not on the page`);
  return widget.token();
}

import { isFlagOn } from '../../../../shared/flags';
import type { FlagMap } from '../../../../shared/flags';
import type { SusiOperation } from '../susi-state';
import { fetchAndSolveAltcha } from './altcha-solver';

export interface CaptchaConfig {
  provider: string;
  siteKey?: string | null;
  challengeUrl?: string | null;
}

/** Captcha is skipped only when skip_signin_captcha is on and the operation is login (spec §5). */
export function isCaptchaRequired(flags: Partial<FlagMap>, operation: SusiOperation): boolean {
  return !(isFlagOn(flags, 'skip_signin_captcha') && operation === 'login');
}

/**
 * A provider solver: returns the captchaValue for sendAcctAuthEmail. Only the
 * self-hosted ALTCHA runs in the browser here; widget providers (recaptcha,
 * hcaptcha, turnstile) plug in by adding an entry that renders their widget
 * and resolves with its token.
 */
export type CaptchaSolver = (config: CaptchaConfig) => Promise<string | null>;

export const CAPTCHA_SOLVERS: Record<string, CaptchaSolver> = {
  altcha: async (config) => (config.challengeUrl ? fetchAndSolveAltcha(config.challengeUrl) : null),
};

export async function captchaValueFor(
  config: CaptchaConfig | null | undefined,
  flags: Partial<FlagMap>,
  operation: SusiOperation,
): Promise<string | null> {
  if (!config || !isCaptchaRequired(flags, operation)) return null;
  const solver = CAPTCHA_SOLVERS[config.provider];
  return solver ? solver(config) : null;
}

import type { WidgetCaptchaProvider } from '@shared/auth/captcha';
import { isWidgetCaptchaProvider } from '@shared/auth/captcha';
import type { ServerConfig } from '@server/env';

/** Content-Security-Policy sources a page needs, per directive. */
export interface CspSources {
  script: string[];
  style: string[];
  connect: string[];
  frame: string[];
}

const NO_CSP_SOURCES: CspSources = { script: [], style: [], connect: [], frame: [] };

interface WidgetProviderEndpoints {
  /** The provider's JavaScript API, loaded with render=explicit. */
  scriptUrl: string;
  /** POST secret, response, remoteip: answers { success, hostname, ... }. */
  siteverifyUrl: string;
  /** What the provider's documentation asks a page's policy to allow. */
  csp: CspSources;
}

const HCAPTCHA_SOURCES = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
const TURNSTILE_SOURCES = ['https://challenges.cloudflare.com'];

/**
 * The three widget providers, as their documentation describes them.
 * reCAPTCHA is v2 with an invisible badge key; hCaptcha invisible; Turnstile managed.
 */
const WIDGET_CAPTCHA_PROVIDERS: Record<WidgetCaptchaProvider, WidgetProviderEndpoints> = {
  recaptcha: {
    scriptUrl: 'https://www.google.com/recaptcha/api.js',
    siteverifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    csp: {
      script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      style: [],
      connect: [],
      frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    },
  },
  hcaptcha: {
    scriptUrl: 'https://js.hcaptcha.com/1/api.js',
    siteverifyUrl: 'https://api.hcaptcha.com/siteverify',
    csp: {
      script: HCAPTCHA_SOURCES,
      style: HCAPTCHA_SOURCES,
      connect: HCAPTCHA_SOURCES,
      frame: HCAPTCHA_SOURCES,
    },
  },
  turnstile: {
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
    siteverifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    csp: { script: TURNSTILE_SOURCES, style: [], connect: [], frame: TURNSTILE_SOURCES },
  },
};

type CaptchaConfig = ServerConfig['captcha'];

/** The widget script the browser loads: the provider's, or the configured test stand-in. */
export function captchaScriptUrl(config: CaptchaConfig): string | null {
  if (!isWidgetCaptchaProvider(config.provider)) return null;
  return config.scriptUrl ?? WIDGET_CAPTCHA_PROVIDERS[config.provider].scriptUrl;
}

export function captchaVerifyUrl(
  config: CaptchaConfig & { provider: WidgetCaptchaProvider },
): string {
  return config.verifyUrl ?? WIDGET_CAPTCHA_PROVIDERS[config.provider].siteverifyUrl;
}

/**
 * What every page's policy must allow for the sign-in widget: exactly the
 * provider's sources, or only the stand-in script's origin when one is set.
 */
export function captchaCspSources(config: CaptchaConfig): CspSources {
  if (!isWidgetCaptchaProvider(config.provider)) return NO_CSP_SOURCES;
  if (config.scriptUrl) return { ...NO_CSP_SOURCES, script: [new URL(config.scriptUrl).origin] };
  return WIDGET_CAPTCHA_PROVIDERS[config.provider].csp;
}

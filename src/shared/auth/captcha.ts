/** The captcha providers a site can choose with CAPTCHA_PROVIDER. */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'hcaptcha', 'turnstile'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];

/** The providers whose widget the browser loads from the provider's own script. */
export type WidgetCaptchaProvider = Exclude<CaptchaProviderName, 'altcha'>;

export function isWidgetCaptchaProvider(name: string): name is WidgetCaptchaProvider {
  return name === 'recaptcha' || name === 'hcaptcha' || name === 'turnstile';
}

/**
 * The action the sign-in widget declares (Turnstile passes it back from
 * siteverify, so a token solved for another form of the same key is refused).
 */
export const CAPTCHA_ACTION = 'signin';

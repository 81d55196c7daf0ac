import { CAPTCHA_ACTION } from '@shared/auth/captcha';
import type { WidgetCaptchaProvider } from '@shared/auth/captcha';

/**
 * The part of the providers' JavaScript APIs the sign-in dialog uses. The
 * three share reCAPTCHA's explicit-render shape: render into an element with
 * a callback that receives the token, getResponse, reset and (invisible
 * widgets) execute.
 */
export type WidgetId = string | number;

export interface WidgetCallbacks {
  callback: (token: string) => void;
  'error-callback': () => boolean | void;
  'expired-callback': () => void;
  /** hCaptcha: the person closed the challenge. */
  'close-callback'?: () => void;
  /** hCaptcha: a shown challenge timed out unanswered. */
  'chalexpired-callback'?: () => void;
}

export interface CaptchaApi {
  render(container: HTMLElement, options: Record<string, unknown> & WidgetCallbacks): WidgetId;
  execute?(id: WidgetId): unknown;
  getResponse(id: WidgetId): string | undefined;
  reset(id: WidgetId): void;
  remove?(id: WidgetId): void;
}

export interface WidgetProvider {
  /** The global the provider's script defines. */
  globalName: 'grecaptcha' | 'hcaptcha' | 'turnstile';
  /** Invisible widgets run their challenge when asked (execute); visible ones on their own. */
  isInvisible: boolean;
  renderOptions: Record<string, unknown>;
}

/**
 * reCAPTCHA v2 with an invisible-badge key (its badge shown in the dialog),
 * hCaptcha invisible, and Turnstile's managed widget declaring the sign-in action.
 */
export const WIDGET_PROVIDERS: Record<WidgetCaptchaProvider, WidgetProvider> = {
  recaptcha: {
    globalName: 'grecaptcha',
    isInvisible: true,
    renderOptions: { size: 'invisible', badge: 'inline' },
  },
  hcaptcha: { globalName: 'hcaptcha', isInvisible: true, renderOptions: { size: 'invisible' } },
  turnstile: {
    globalName: 'turnstile',
    isInvisible: false,
    renderOptions: { action: CAPTCHA_ACTION, appearance: 'always' },
  },
};

export function captchaApiOf(provider: WidgetProvider, scope: object): CaptchaApi | null {
  const api = (scope as Record<string, unknown>)[provider.globalName];
  return typeof api === 'object' && api !== null && 'render' in api ? (api as CaptchaApi) : null;
}

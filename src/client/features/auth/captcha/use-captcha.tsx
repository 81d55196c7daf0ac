import { useCallback, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { isWidgetCaptchaProvider } from '@shared/auth/captcha';
import type { FlagMap } from '@shared/flags';
import type { SusiOperation } from '../susi-state';
import { CaptchaWidget } from './captcha-widget';
import { captchaValueFor, isCaptchaRequired } from './captcha-value';
import type { CaptchaConfig } from './captcha-value';
import { loadWidgetScript } from './load-widget-script';
import { WIDGET_PROVIDERS, captchaApiOf } from './widget-api';
import styles from './captcha.module.css';
import { useInteractionEffect } from '@client/ui/use-interaction-effect';

export interface SignInCaptcha {
  /** The widget's place in the form; null when this site's captcha shows none. */
  slot: ReactNode;
  /** True when getting a value may wait for the person (a widget challenge). */
  isInteractive: boolean;
  /**
   * The captchaValue to send (null when none is needed). `evenWhenSkipped`
   * solves one although the skip flag spares this operation: the server asks
   * for it before a second mail to one address (decision 013).
   */
  value(options?: { evenWhenSkipped?: boolean }): Promise<string | null>;
  /** After a send: the token is used up, the widget starts over. */
  spend(): void;
}

/**
 * The sign-in form's captcha. A widget provider's script loads and its widget
 * renders while the person types, so an invisible challenge is usually
 * answered at once when they press the button.
 */
export function useCaptcha(
  config: CaptchaConfig | null | undefined,
  flags: Partial<FlagMap>,
  operation: SusiOperation,
): SignInCaptcha {
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<CaptchaWidget | null>(null);
  // A widget provider's widget is on the form even when the skip flag spares this
  // operation, because the server may still ask for a challenge (decision 013).
  const needsWidget = !!config && isWidgetCaptchaProvider(config.provider);
  const isRequired = isCaptchaRequired(flags, operation);
  const provider = needsWidget && config ? config.provider : null;
  const siteKey = config?.siteKey ?? null;
  const scriptUrl = config?.scriptUrl ?? null;

  useInteractionEffect(() => {
    const container = hostRef.current;
    if (!provider || !isWidgetCaptchaProvider(provider) || !siteKey || !scriptUrl || !container) {
      return;
    }
    const kind = WIDGET_PROVIDERS[provider];
    // A fresh element per widget: reCAPTCHA cannot render twice into one.
    const host = document.createElement('div');
    container.appendChild(host);
    const widget = new CaptchaWidget({
      provider: kind,
      siteKey,
      loadApi: async () => {
        await loadWidgetScript(scriptUrl);
        const api = captchaApiOf(kind, window);
        if (!api) throw new Error(`The ${provider} script defined no ${kind.globalName}`);
        return api;
      },
    });
    widgetRef.current = widget;
    void widget.mount(host);
    return () => {
      widget.unmount();
      host.remove();
      widgetRef.current = null;
    };
  }, [provider, siteKey, scriptUrl]);

  const value = useCallback(
    (options: { evenWhenSkipped?: boolean } = {}) =>
      captchaValueFor(
        config,
        options.evenWhenSkipped ? { ...flags, skip_signin_captcha: false } : flags,
        operation,
        widgetRef.current,
      ),
    [config, flags, operation],
  );
  const spend = useCallback(() => widgetRef.current?.reset(), []);

  return useMemo(
    () => ({
      slot: needsWidget ? <div ref={hostRef} className={styles.widget} /> : null,
      isInteractive: needsWidget && isRequired,
      value,
      spend,
    }),
    [needsWidget, isRequired, value, spend],
  );
}

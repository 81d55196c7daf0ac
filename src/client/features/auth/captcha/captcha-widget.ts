import type { CaptchaApi, WidgetId, WidgetProvider } from './widget-api';

/** The person closed the challenge, or the dialog went away: nothing to report. */
export class CaptchaCancelled extends Error {
  constructor() {
    super('The captcha challenge was closed');
  }
}

export interface CaptchaWidgetOptions {
  provider: WidgetProvider;
  siteKey: string;
  /** Resolves with the provider's API once its script is ready. */
  loadApi: () => Promise<CaptchaApi>;
}

interface Waiter {
  resolve: (token: string) => void;
  reject: (error: Error) => void;
}

/**
 * One rendered provider widget and the tokens it hands out. The provider calls
 * back with a token; whoever asked for one gets it (the spec's "the challenge
 * callback sends the request").
 */
export class CaptchaWidget {
  private api: CaptchaApi | null = null;
  private widgetId: WidgetId | null = null;
  private ready: Promise<void> | null = null;
  private waiters: Waiter[] = [];
  private isRemoved = false;

  constructor(private readonly options: CaptchaWidgetOptions) {}

  /** Loads the provider's script and renders the widget into `host`. */
  mount(host: HTMLElement): Promise<void> {
    this.ready = this.options.loadApi().then((api) => {
      if (this.isRemoved) return;
      this.api = api;
      this.widgetId = api.render(host, {
        sitekey: this.options.siteKey,
        ...this.options.provider.renderOptions,
        callback: (token) => this.settle(token),
        'error-callback': () => {
          this.fail(new Error('The captcha widget reported an error'));
          // Handled here: Turnstile would otherwise throw it into the page.
          return true;
        },
        // An expired token is simply gone from getResponse; the next ask gets a new one.
        'expired-callback': () => undefined,
        'close-callback': () => this.fail(new CaptchaCancelled()),
        'chalexpired-callback': () => this.fail(new CaptchaCancelled()),
      });
    });
    // A failed load surfaces when a token is asked for.
    this.ready.catch(() => undefined);
    return this.ready;
  }

  /**
   * The token to send: the widget's current one, or the next it produces. An
   * invisible widget is asked to run its challenge, again on every call, so
   * pressing the button again brings back a challenge that was dismissed.
   */
  async token(): Promise<string> {
    if (!this.ready) throw new Error('The captcha widget is not mounted');
    await this.ready;
    const { api, widgetId } = this;
    if (!api || widgetId === null) throw new CaptchaCancelled();
    const current = api.getResponse(widgetId);
    if (current) return current;
    const next = new Promise<string>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
    });
    if (this.options.provider.isInvisible) api.execute?.(widgetId);
    return next;
  }

  /** Tokens are single-use: once one is sent, the widget starts over for the next attempt. */
  reset(): void {
    if (this.api && this.widgetId !== null) this.api.reset(this.widgetId);
  }

  unmount(): void {
    this.isRemoved = true;
    this.fail(new CaptchaCancelled());
    if (this.api && this.widgetId !== null) this.api.remove?.(this.widgetId);
    this.api = null;
    this.widgetId = null;
  }

  private settle(token: string) {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter.resolve(token);
  }

  private fail(error: Error) {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter.reject(error);
  }
}

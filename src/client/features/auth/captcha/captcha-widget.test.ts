import { describe, expect, it } from 'vitest';
import { CaptchaCancelled, CaptchaWidget } from './captcha-widget';
import { WIDGET_PROVIDERS } from './widget-api';
import type { CaptchaApi, WidgetCallbacks } from './widget-api';

/**
 * A provider API that behaves as the providers document theirs: render keeps
 * the callbacks, execute runs the challenge, the callback hands over a token
 * that getResponse then returns until reset. `solve` plays the person (or the
 * provider's checks) answering.
 */
function providerApi() {
  let options: (Record<string, unknown> & WidgetCallbacks) | null = null;
  let response = '';
  let issued = 0;
  const calls: string[] = [];
  const api: CaptchaApi = {
    render(_container, renderOptions) {
      options = renderOptions;
      calls.push('render');
      return 7;
    },
    execute(id) {
      calls.push(`execute:${String(id)}`);
    },
    getResponse: () => response,
    reset(id) {
      calls.push(`reset:${String(id)}`);
      response = '';
    },
    remove(id) {
      calls.push(`remove:${String(id)}`);
    },
  };
  return {
    api,
    calls,
    options: () => options,
    solve() {
      issued += 1;
      response = `token-${issued}`;
      options?.callback(response);
    },
  };
}

const host = {} as HTMLElement;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function mounted(kind: keyof typeof WIDGET_PROVIDERS, fake = providerApi()) {
  const widget = new CaptchaWidget({
    provider: WIDGET_PROVIDERS[kind],
    siteKey: 'site-key',
    loadApi: () => Promise.resolve(fake.api),
  });
  await widget.mount(host);
  return { widget, fake };
}

describe('CaptchaWidget', () => {
  it('renders each provider with the site key and its documented options', async () => {
    const recaptcha = await mounted('recaptcha');
    expect(recaptcha.fake.options()).toMatchObject({
      sitekey: 'site-key',
      size: 'invisible',
      badge: 'inline',
    });
    const hcaptcha = await mounted('hcaptcha');
    expect(hcaptcha.fake.options()).toMatchObject({ sitekey: 'site-key', size: 'invisible' });
    const turnstile = await mounted('turnstile');
    expect(turnstile.fake.options()).toMatchObject({ sitekey: 'site-key', action: 'signin' });
  });

  it('runs an invisible challenge when asked and answers with its callback token', async () => {
    const { widget, fake } = await mounted('hcaptcha');
    const first = widget.token();
    await tick();
    expect(fake.calls).toEqual(['render', 'execute:7']);
    fake.solve();
    await expect(first).resolves.toBe('token-1');

    widget.reset();
    const second = widget.token();
    await tick();
    fake.solve();
    await expect(second).resolves.toBe('token-2');
    expect(fake.calls).toEqual(['render', 'execute:7', 'reset:7', 'execute:7']);
  });

  it('asks again for a challenge that was dismissed, and both askers get the one token', async () => {
    const { widget, fake } = await mounted('recaptcha');
    const first = widget.token();
    await tick();
    const again = widget.token();
    await tick();
    expect(fake.calls.filter((call) => call.startsWith('execute'))).toHaveLength(2);
    fake.solve();
    await expect(Promise.all([first, again])).resolves.toEqual(['token-1', 'token-1']);
  });

  it("takes Turnstile's token as soon as the managed widget has one, without executing", async () => {
    const { widget, fake } = await mounted('turnstile');
    const waiting = widget.token();
    await tick();
    fake.solve();
    await expect(waiting).resolves.toBe('token-1');
    await expect(widget.token()).resolves.toBe('token-1');
    expect(fake.calls).toEqual(['render']);
  });

  it('reports a closed challenge as cancelled and a widget error as an error', async () => {
    const { widget, fake } = await mounted('hcaptcha');
    const closed = widget.token();
    await tick();
    fake.options()?.['close-callback']?.();
    await expect(closed).rejects.toBeInstanceOf(CaptchaCancelled);

    const failed = widget.token();
    await tick();
    expect(fake.options()?.['error-callback']()).toBe(true);
    await expect(failed).rejects.toThrow('The captcha widget reported an error');
  });

  it('fails when the script cannot load, and cancels a pending ask when the form goes away', async () => {
    const broken = new CaptchaWidget({
      provider: WIDGET_PROVIDERS.turnstile,
      siteKey: 'site-key',
      loadApi: () => Promise.reject(new Error('The captcha script could not be loaded')),
    });
    await broken.mount(host).catch(() => undefined);
    await expect(broken.token()).rejects.toThrow('The captcha script could not be loaded');

    const { widget, fake } = await mounted('turnstile');
    const pending = widget.token();
    await tick();
    widget.unmount();
    await expect(pending).rejects.toBeInstanceOf(CaptchaCancelled);
    expect(fake.calls).toEqual(['render', 'remove:7']);
  });
});

const ONLOAD_PREFIX = '__quireCaptchaLoaded';
const loads = new Map<string, Promise<void>>();
let loadCount = 0;

/**
 * Loads a provider's widget script once per page, with render=explicit and an
 * onload callback: the providers call it when their API is ready, which is
 * later than the script element's own load event.
 */
export function loadWidgetScript(scriptUrl: string): Promise<void> {
  let pending = loads.get(scriptUrl);
  if (!pending) {
    loadCount += 1;
    pending = appendScript(scriptUrl, `${ONLOAD_PREFIX}${loadCount}`);
    // A failed load (offline, blocked) may be retried the next time the widget shows.
    pending.catch(() => loads.delete(scriptUrl));
    loads.set(scriptUrl, pending);
  }
  return pending;
}

function appendScript(scriptUrl: string, onloadName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const globals = window as unknown as Record<string, unknown>;
    globals[onloadName] = () => {
      delete globals[onloadName];
      resolve();
    };
    const url = new URL(scriptUrl, window.location.href);
    url.searchParams.set('render', 'explicit');
    url.searchParams.set('onload', onloadName);
    const script = document.createElement('script');
    script.src = url.href;
    script.async = true;
    script.onerror = () => {
      delete globals[onloadName];
      script.remove();
      reject(new Error('The captcha script could not be loaded'));
    };
    document.head.appendChild(script);
  });
}

import { readCookie } from '@client/app/startup';
import type { ConfirmedClaps } from './clap-counter';
import { clapStore } from './clap-store';
import type { ClapStore } from './clap-store';

/**
 * The clap mutation's REST twin (`POST /_/vote/p/{postId}`) sent with
 * keepalive, so the request outlives a page that is being closed or left.
 */
async function sendClapsBeforeLeaving(
  postId: string,
  count: number,
  fetcher: typeof fetch = fetch,
): Promise<ConfirmedClaps> {
  const response = await fetcher(`/_/vote/p/${encodeURIComponent(postId)}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': readCookie(document.cookie, 'xsrf') ?? '',
    },
    body: JSON.stringify({ count }),
  });
  if (!response.ok) throw new Error(`Claps were not accepted (${response.status})`);
  const body = (await response.json()) as ConfirmedClaps;
  return { clapCount: body.clapCount, viewerClapCount: body.viewerClapCount };
}

let isWatching = false;

/**
 * Claps wait 600 ms for the rest of a burst; a reader who closes the tab or
 * switches away meanwhile would lose them. When the page is hidden, send now.
 */
export function sendClapsWhenLeaving(store: ClapStore = clapStore): void {
  if (isWatching || typeof window === 'undefined') return;
  isWatching = true;
  const leave = () => store.flushAll(sendClapsBeforeLeaving);
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
}

/** The one way the reporters talk to the server: a same-origin JSON POST. */
export interface SendOptions {
  /** Lets the request outlive the page (unload); browsers cap such bodies at 64 KB. */
  keepalive?: boolean;
}

/** Injected into the reporters so tests need no network. */
export type Send = (body: unknown, options?: SendOptions) => Promise<void>;

/** A non-2xx answer; the status lets callers tell "retry later" from "never succeeds". */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`POST ${url} failed with status ${status}`);
    this.name = 'HttpError';
  }
}

export interface PostJsonOptions extends SendOptions {
  xsrfToken: string;
  fetch?: typeof fetch;
}

export async function postJson(
  url: string,
  body: unknown,
  options: PostJsonOptions,
): Promise<void> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const response = await doFetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': options.xsrfToken },
    body: JSON.stringify(body),
    keepalive: options.keepalive ?? false,
  });
  if (!response.ok) throw new HttpError(response.status, url);
}

/** 400 and 413 mean the payload itself is rejected; re-sending it can only fail again. */
export function isPermanentFailure(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 400 || error.status === 413);
}

import { describe, expect, it, vi } from 'vitest';
import { HttpError, isPermanentFailure, postJson } from './transport';

describe('postJson', () => {
  it('POSTs same-origin JSON with the anti-forgery token and keep-alive flag', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    await postJson('/_/batch', [{ a: 1 }], { xsrfToken: 'tok', keepalive: true, fetch });
    expect(fetch).toHaveBeenCalledWith('/_/batch', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': 'tok' },
      body: '[{"a":1}]',
      keepalive: true,
    });
  });

  it('rejects with the status on a non-2xx answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 400 }));
    const result = postJson('/_/oh-noes', [], { xsrfToken: 't', fetch });
    await expect(result).rejects.toBeInstanceOf(HttpError);
    const error = await result.catch((caught: unknown) => caught);
    expect(isPermanentFailure(error)).toBe(true);
    expect(isPermanentFailure(new HttpError(503, '/'))).toBe(false);
  });
});

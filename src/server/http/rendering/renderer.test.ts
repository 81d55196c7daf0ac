import { describe, expect, it } from 'vitest';
import { addNonceToScripts, devWebSocketFor } from './renderer';

describe('addNonceToScripts (development pages)', () => {
  it("gives Vite's scripts in the head the page nonce and leaves the page's own as they are", () => {
    const html =
      '<head><script type="module" src="/@vite/client"></script>' +
      '<script type="module">import RefreshRuntime from "/@react-refresh"</script></head>' +
      '<body><script nonce="abc">window.x=1</script></body>';
    expect(addNonceToScripts(html, 'abc')).toBe(
      '<head><script nonce="abc" type="module" src="/@vite/client"></script>' +
        '<script nonce="abc" type="module">import RefreshRuntime from "/@react-refresh"</script></head>' +
        '<body><script nonce="abc">window.x=1</script></body>',
    );
  });

  it('never touches the body, where user content is', () => {
    const html = '<head></head><body><p>x</p><script src="/x.js"></script></body>';
    expect(addNonceToScripts(html, 'abc')).toBe(html);
  });
});

describe('devWebSocketFor', () => {
  it("names the hot-reload socket on the page's own host", () => {
    expect(devWebSocketFor('localhost')).toBe('ws://localhost:24678');
    expect(devWebSocketFor('quire.test')).toBe('ws://quire.test:24678');
  });

  it('never copies a strange Host header into the policy', () => {
    expect(devWebSocketFor("evil; script-src 'unsafe-inline'")).toBe('ws://localhost:24678');
  });
});

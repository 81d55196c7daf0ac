import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from './document';
import { addNonceToScripts } from './renderer';

describe('addNonceToScripts (development pages)', () => {
  it("gives Vite's scripts the page nonce and leaves the page's own scripts as they are", () => {
    const html =
      '<head><script type="module" src="/@vite/client"></script>' +
      '<script type="module">import RefreshRuntime from "/@react-refresh"</script></head>' +
      `<body><script nonce="${NONCE_PLACEHOLDER}">window.x=1</script></body>`;
    expect(addNonceToScripts(html)).toBe(
      `<head><script nonce="${NONCE_PLACEHOLDER}" type="module" src="/@vite/client"></script>` +
        `<script nonce="${NONCE_PLACEHOLDER}" type="module">import RefreshRuntime from "/@react-refresh"</script></head>` +
        `<body><script nonce="${NONCE_PLACEHOLDER}">window.x=1</script></body>`,
    );
  });
});

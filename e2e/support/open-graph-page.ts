import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The one loopback port the test server's link-preview fetcher may reach
 * (LINK_PREVIEW_TEST_HOSTS); next to the app's port, so suites on other ports do not collide.
 */
export const E2E_LINK_PREVIEW_PORT = Number(process.env.E2E_PORT ?? 3100) + 2;

export interface OpenGraphPage {
  url: string;
  title: string;
  description: string;
  close: () => Promise<void>;
}

/**
 * A page with OpenGraph tags on loopback: what a writer pastes to get a link card.
 * On E2E_LINK_PREVIEW_PORT the server fetches it like a public page; on any other
 * port the fetcher refuses it as a private address.
 */
export async function serveOpenGraphPage({
  port = 0,
  title = 'Seed swaps near you',
  description = 'Where gardeners trade seeds every spring.',
}: { port?: number; title?: string; description?: string } = {}): Promise<OpenGraphPage> {
  const html = `<!doctype html><html><head><title>${title}</title>
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:site_name" content="Seed swaps">
</head><body><h1>${title}</h1></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/seed-swaps`,
    title,
    description,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

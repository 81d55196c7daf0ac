import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OpenGraphPage {
  url: string;
  title: string;
  description: string;
  close: () => Promise<void>;
}

/** A page with OpenGraph tags on loopback: what a writer pastes to get a link card. */
export async function serveOpenGraphPage(
  title = 'Seed swaps near you',
  description = 'Where gardeners trade seeds every spring.',
): Promise<OpenGraphPage> {
  const html = `<!doctype html><html><head><title>${title}</title>
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:site_name" content="Seed swaps">
</head><body><h1>${title}</h1></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/seed-swaps`,
    title,
    description,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

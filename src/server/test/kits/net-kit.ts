import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  port: number;
  origin: string;
  hostPort: string;
  hits: string[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 with a free port; records the paths it was asked for. */
export async function startTestServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<TestServer> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendHtml(
  response: ServerResponse,
  html: string | Buffer,
  contentType = 'text/html; charset=utf-8',
) {
  response.writeHead(200, { 'content-type': contentType });
  response.end(html);
}

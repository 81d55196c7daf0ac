import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts a stand-in provider on loopback; port 0 picks a free one. Resolves to the port. */
export function listenOnLoopback(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** The url-encoded form a relying party posts to a stand-in provider. */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LoopbackServer = { url: string; close: () => Promise<void> };

async function requestOf(message: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const hasBody = message.method !== 'GET' && message.method !== 'HEAD';
  return new Request(new URL(message.url ?? '/', `http://${message.headers.host ?? '127.0.0.1'}`), {
    method: message.method,
    headers: Object.entries(message.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
    ),
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

/**
 * Serves a fetch-style handler on a free loopback port, for the emulators. `unref`: it does not keep the process
 * alive (a server or test that starts it on the way).
 */
export async function startLoopbackServer(
  handle: (request: Request) => Promise<Response>,
  options: { unref?: boolean; port?: number } = {},
): Promise<LoopbackServer> {
  const server = createServer((message, reply) => {
    requestOf(message)
      .then(handle)
      .then(async (response) => {
        reply.writeHead(response.status, Object.fromEntries(response.headers));
        reply.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch(() => reply.writeHead(500).end());
  });
  if (options.unref) {
    server.unref();
    server.on('connection', (socket) => socket.unref());
  }
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

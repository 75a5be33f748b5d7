import 'server-only';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FetchHandler = (request: Request) => Promise<Response>;
export type RunningEmulator = { url: string; close: () => Promise<void> };

async function requestOf(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const hasBody = message.method !== 'GET' && message.method !== 'HEAD';
  return new Request(new URL(message.url ?? '/', origin), {
    method: message.method,
    headers: Object.entries(message.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
    ),
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

/** Serves a fetch-style emulator on a free loopback port, not keeping the process alive (tests). */
export async function serveEmulator(handle: FetchHandler): Promise<RunningEmulator> {
  const server = createServer((message, reply) => {
    requestOf(message, `http://${message.headers.host ?? '127.0.0.1'}`)
      .then(handle)
      .then(async (response) => {
        reply.writeHead(response.status, Object.fromEntries(response.headers));
        reply.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch(() => reply.writeHead(500).end());
  });
  server.unref();
  server.on('connection', (socket) => socket.unref());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

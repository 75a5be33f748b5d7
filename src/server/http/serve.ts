// The production server: Next's request handler behind a plain Node HTTP server, started by `npm start` as
// `node src/server/http/serve.ts <standalone build folder>`. Node runs it with its own type stripping: only `node:`
// imports and relative `.ts` imports here, and Next is loaded from the build folder.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { trustedProxies, withClientAddress } from './forwarded-for.ts';
import { withNotModified } from './not-modified.ts';
import { withSingleLocation } from './single-location.ts';

const dir = path.resolve(process.argv[2] ?? '.');
const port = Number(process.env.PORT) || 3000;
const bindAddress = process.env.HOSTNAME || '0.0.0.0';
// Next names a loopback host "localhost" in some of its URLs and not in others; bound to 127.0.0.1 behind a reverse
// proxy, it then took its own language rewrites for another site's and redirected every Greek page to itself. Its
// URLs use the wildcard address whenever the server is bound to loopback.
const nextHostname = /^(127\.|::1$|localhost$)/.test(bindAddress) ? '0.0.0.0' : bindAddress;

Object.assign(process.env, { NODE_ENV: 'production' });
process.chdir(dir);
const { config } = JSON.parse(fs.readFileSync(path.join(dir, '.next/required-server-files.json'), 'utf8'));
config.compress = compressionSetting(process.env.HTTP_COMPRESSION);
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
const next = createRequire(path.join(dir, 'server.js'))('next');
const app = next({ dev: false, dir, hostname: nextHostname, port, conf: config });
await app.prepare();

const server = http.createServer(
  withClientAddress(
    withNotModified(withSingleLocation(app.getRequestHandler())),
    trustedProxies(process.env.TRUSTED_PROXIES),
  ),
);
// Milliseconds, as Next's own standalone server reads it. Behind nginx it must outlast the proxy's upstream keep-alive,
// or nginx reuses a connection the instance is closing and answers 502.
const keepAliveMs = Number(process.env.KEEP_ALIVE_TIMEOUT);
if (keepAliveMs > 0) server.keepAliveTimeout = keepAliveMs;
server.listen(port, bindAddress, () => console.log(`Listening on ${bindAddress}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold the close open.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });

/**
 * Whether Next gzips its answers (`HTTP_COMPRESSION`, on by default). Behind a reverse proxy that compresses
 * (deploy/nginx.conf does), `off` leaves that work to the proxy's processes and the instance's CPU to rendering: gzip
 * of a 230 KB page is about 2 ms (on Node's thread pool, but on the instance's cores).
 */
function compressionSetting(value: string | undefined): boolean {
  if (value === undefined || value === 'on') return true;
  if (value === 'off') return false;
  console.error(`HTTP_COMPRESSION is "on" or "off", not "${value}".`);
  process.exit(1);
}

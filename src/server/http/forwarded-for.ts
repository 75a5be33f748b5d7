// Loaded by the production server (serve.ts) under Node's own type stripping: only `node:` imports and erasable
// TypeScript here.
import type { RequestListener } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** `TRUSTED_PROXIES`: addresses or CIDR ranges (`10.0.0.0/8, ::1`) whose `X-Forwarded-For` is believed. */
export function trustedProxies(setting: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (setting ?? '')
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range.`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return list;
}

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.)/, '');
const isTrusted = (trusted: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the right-most address in
 * `X-Forwarded-For` that is not a trusted proxy (anything left of it may have been written by the client).
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string {
  let client = plain(socketAddress ?? '') || 'unknown';
  if (!isTrusted(trusted, client)) return client;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  while (hops.length > 0) {
    client = hops.pop()!;
    if (!isIP(client) || !isTrusted(trusted, client)) return client;
  }
  return client;
}

/**
 * Wraps a Node request handler so that it sees in `X-Forwarded-For` only the one client address resolved above
 * (Next fills the header in only when the client sent none, so a client could otherwise name any address).
 */
export function withClientAddress(handler: RequestListener, trusted: BlockList): RequestListener {
  return (request, response) => {
    const forwarded = request.headers['x-forwarded-for'];
    const hops = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
    request.headers['x-forwarded-for'] = resolveClientAddress(request.socket.remoteAddress, hops, trusted);
    delete request.headers['x-real-ip'];
    handler(request, response);
  };
}

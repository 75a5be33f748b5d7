import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { resolveClientAddress, trustedProxies, withClientAddress } from './forwarded-for';

describe('the client address', () => {
  const proxies = trustedProxies('127.0.0.1, 10.0.0.0/8, ::1');
  it.each([
    [
      'no proxy trusted: the socket, whatever the header says',
      '203.0.113.9',
      '1.2.3.4',
      trustedProxies(undefined),
      '203.0.113.9',
    ],
    ['a client that is not a proxy cannot name another address', '203.0.113.9', '1.2.3.4', proxies, '203.0.113.9'],
    ['a trusted proxy: the address it appended', '127.0.0.1', '1.2.3.4, 198.51.100.7', proxies, '198.51.100.7'],
    ['through two trusted proxies', '10.1.2.3', '198.51.100.7, 10.9.9.9', proxies, '198.51.100.7'],
    ['IPv4 written as IPv6', '::ffff:127.0.0.1', '198.51.100.7', proxies, '198.51.100.7'],
    ['a trusted proxy that sent no header', '::1', undefined, proxies, '::1'],
    ['a forged hop that is not an address stops the walk', '127.0.0.1', '198.51.100.7, nonsense', proxies, 'nonsense'],
  ])('%s', (_, socket, forwarded, trusted, expected) => {
    expect(resolveClientAddress(socket, forwarded, trusted)).toBe(expected);
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address', () => {
    expect(() => trustedProxies('10.0.0.0/8, proxy.example')).toThrow(
      'TRUSTED_PROXIES: "proxy.example" is not an IP address or CIDR range.',
    );
  });

  it('is what a server sees in X-Forwarded-For, whatever a client sends', async () => {
    const server = http.createServer(
      withClientAddress(
        (request, response) =>
          response.end(JSON.stringify([request.headers['x-forwarded-for'], request.headers['x-real-ip'] ?? null])),
        trustedProxies(undefined),
      ),
    );
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    try {
      const seen = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' },
      }).then((response) => response.json());
      expect(seen).toEqual(['127.0.0.1', null]);
    } finally {
      server.close();
    }
  });
});

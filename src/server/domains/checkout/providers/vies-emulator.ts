import 'server-only';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Commission's VIES REST service, speaking its protocol: POST …/check-vat-number with
 * `{countryCode, vatNumber}` answers `{countryCode, vatNumber, requestDate, valid, name, address}`, or
 * `{actionSucceed: false, errorWrappers: [{error}]}`. For tests and development; it moves no data anywhere.
 */
export type ViesRegistry = {
  /** Registered numbers by VIES country code and number (`DE123456789`; Greece is EL), with name and address. */
  valid: Record<string, { name: string; address: string }>;
  /** Well-formed numbers nobody registered. Any number not in `valid` answers invalid too; these are named for tests. */
  invalid: string[];
  /** Member states whose registry is down: they answer MS_UNAVAILABLE. */
  unavailableCountries: string[];
};

export const viesEmulatorRegistry: ViesRegistry = {
  valid: {
    DE123456789: { name: 'Landtechnik Beispiel GmbH', address: 'Feldweg 1\n10115 Berlin' },
    ATU12345678: { name: 'Traktorteile Muster GmbH', address: 'Ackerstraße 2\n1010 Wien' },
    NL123456789B01: { name: 'Voorbeeld Landbouw B.V.', address: 'Akkerweg 3\n1011 AB Amsterdam' },
    EL094019245: { name: 'ΑΓΡΟΤΙΚΑ ΠΑΡΑΔΕΙΓΜΑ Α.Ε.', address: 'ΗΡΩΩΝ ΠΟΛΥΤΕΧΝΕΙΟΥ 5\n412 22 ΛΑΡΙΣΑ' },
  },
  invalid: ['DE987654321', 'ATU87654321', 'FR12345678901'],
  unavailableCountries: ['PL'],
};

/** The member states VIES knows, by its own codes (Greece EL, Northern Ireland XI). */
const viesCountries = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '),
);

export type ViesEmulatorOptions = {
  registry?: ViesRegistry;
  /** Delay before each answer, to test timeouts. */
  latencyMs?: number;
  now?: () => Date;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, error: string) =>
  json(status, { actionSucceed: false, errorWrappers: [{ error, message: error }] });

/** The emulator as a fetch-style handler. */
export function viesEmulatorHandler(options: ViesEmulatorOptions = {}): (request: Request) => Promise<Response> {
  const registry = options.registry ?? viesEmulatorRegistry;
  const now = options.now ?? (() => new Date());
  return async (request) => {
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    if (!new URL(request.url).pathname.endsWith('/check-vat-number')) return json(404, { error: 'not found' });
    if (request.method !== 'POST') return json(405, { error: 'method not allowed' });
    let body: { countryCode?: unknown; vatNumber?: unknown };
    try {
      body = (await request.json()) as typeof body;
    } catch {
      return failure(400, 'INVALID_INPUT');
    }
    const { countryCode, vatNumber } = body;
    if (typeof countryCode !== 'string' || !viesCountries.has(countryCode)) return failure(400, 'INVALID_INPUT');
    if (typeof vatNumber !== 'string' || !/^[0-9A-Z+*]{2,14}$/.test(vatNumber)) return failure(400, 'INVALID_INPUT');
    // The Commission's service passes a member state's outage on in a successful HTTP reply.
    if (registry.unavailableCountries.includes(countryCode)) return failure(200, 'MS_UNAVAILABLE');
    const registered = registry.valid[`${countryCode}${vatNumber}`];
    return json(200, {
      countryCode,
      vatNumber,
      requestDate: now().toISOString(),
      valid: registered !== undefined,
      name: registered?.name ?? '---',
      address: registered?.address ?? '---',
    });
  };
}

export type RunningViesEmulator = {
  /** The REST base to configure as VIES_URL. */
  url: string;
  /** Requests answered so far. */
  requests: () => number;
  close: () => Promise<void>;
};

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

/**
 * Runs the emulator on a free loopback port. `unref`: the server does not keep the process alive (a test
 * configuration that starts it when imported).
 */
export async function startViesEmulator(
  options: ViesEmulatorOptions & { unref?: boolean } = {},
): Promise<RunningViesEmulator> {
  const handle = viesEmulatorHandler(options);
  let answered = 0;
  const server = createServer((message, reply) => {
    const origin = `http://${message.headers.host ?? '127.0.0.1'}`;
    requestOf(message, origin)
      .then(handle)
      .then(async (response) => {
        answered += 1;
        reply.writeHead(response.status, Object.fromEntries(response.headers));
        reply.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch(() => {
        reply.writeHead(500).end();
      });
  });
  if (options.unref) {
    server.unref();
    server.on('connection', (socket) => socket.unref());
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/taxation_customs/vies/rest-api`,
    requests: () => answered,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

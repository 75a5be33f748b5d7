import { randomBytes } from 'node:crypto';

/**
 * Storefront traffic over HTTP for the benchmarks: guests who add a part to a cart and place the order, retrying
 * the same checkout (same cart token, same checkout token) after a dropped connection or a 5xx, as the storefront
 * does; and visitors who read pages and the API.
 */
export const shopHeaders = { tenant: 'tractor-parts-hellas', locale: 'el', timezone: 'Europe/Athens' };

export type Attempt = { at: number; ok: boolean; status: string; ms: number };

/** Every request's outcome, by the time it ended; the benchmark slices it into phases. */
export class Recorder {
  readonly reads: Attempt[] = [];
  readonly writes: Attempt[] = [];
  record(list: Attempt[], ok: boolean, status: string, started: number) {
    list.push({ at: Date.now(), ok, status, ms: Date.now() - started });
  }
}

async function graphql<T>(base: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { ...shopHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: (response.status < 500 ? JSON.parse(text) : null) as { data?: T } | null };
}

/** Calls until an answer that is not a fault (5xx or a dropped connection), up to `tries` times. */
async function untilAnswered<T>(
  recorder: Recorder,
  call: () => Promise<{ status: number; body: { data?: T } | null }>,
  tries = 40,
): Promise<T | null> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const started = Date.now();
    try {
      const { status, body } = await call();
      const ok = status < 500 && !!body?.data;
      recorder.record(recorder.writes, ok, String(status), started);
      if (ok) return body!.data!;
    } catch (error) {
      const status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      recorder.record(recorder.writes, false, status, started);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

export type Purchase =
  | { state: 'acknowledged'; email: string; number: string }
  | { state: 'refused'; email: string; code: string }
  | { state: 'gave-up'; email: string };

const customer = (email: string) => ({
  email,
  billing: {
    firstName: 'Δοκιμή',
    lastName: 'Αγοραστής',
    address1: 'Οδός 1',
    phone: '+30 690 000 0000',
    country: 'GR',
    city: 'Αθήνα',
    postalCode: '115 26',
  },
  shipToBilling: true,
  document: 'receipt',
  shippingMethod: 'pickup',
  paymentMethod: 'cash-on-delivery',
});

/** One guest: a new cart with one part, then the order, each retried through faults until answered. */
export async function buyOnce(base: string, variantId: number, recorder: Recorder): Promise<Purchase> {
  const email = `buyer-${randomBytes(6).toString('hex')}@fault.test`;
  const added = await untilAnswered<{ addToCart: { error: string | null; cart: { token: string } | null } }>(
    recorder,
    () =>
      graphql(base, 'mutation($v: ID!) { addToCart(variantId: $v, quantity: 1) { error cart { token } } }', {
        v: String(variantId),
      }),
  );
  if (!added) return { state: 'gave-up', email };
  if (added.addToCart.error) return { state: 'refused', email, code: added.addToCart.error };
  const input = {
    ...customer(email),
    cartToken: added.addToCart.cart!.token,
    checkoutToken: randomBytes(18).toString('base64url'),
  };
  const placed = await untilAnswered<{ placeOrder: { error: string | null; order: { number: string } | null } }>(
    recorder,
    () =>
      graphql(base, 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { error order { number } } }', {
        input,
      }),
  );
  if (!placed) return { state: 'gave-up', email };
  if (placed.placeOrder.order) return { state: 'acknowledged', email, number: placed.placeOrder.order.number };
  return { state: 'refused', email, code: placed.placeOrder.error ?? 'UNKNOWN' };
}

/** One read of a page or the API; a 2xx, 3xx or 404 is an answer, anything else (and no answer) an error. */
export async function readOnce(base: string, path: string, recorder: Recorder): Promise<void> {
  const started = Date.now();
  try {
    const response = await fetch(`${base}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    const ok = response.status < 400 || response.status === 404;
    recorder.record(recorder.reads, ok, String(response.status), started);
  } catch (error) {
    const status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
    recorder.record(recorder.reads, false, status, started);
  }
}

/** Runs `work` in `count` loops until `isRunning()` turns false. */
export async function loops(count: number, isRunning: () => boolean, work: (loop: number) => Promise<void>) {
  await Promise.all(
    Array.from({ length: count }, async (_, loop) => {
      while (isRunning()) await work(loop);
    }),
  );
}

/** Counts of attempts within a time window: how many, how many failed, by status, and their latency. */
export function tally(attempts: Attempt[], from: number, to: number) {
  const within = attempts.filter((attempt) => attempt.at >= from && attempt.at < to);
  const times = within.map((attempt) => attempt.ms).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const failed = within.filter((attempt) => !attempt.ok);
  const byStatus = new Map<string, number>();
  for (const attempt of failed) byStatus.set(attempt.status, (byStatus.get(attempt.status) ?? 0) + 1);
  return {
    total: within.length,
    failed: failed.length,
    statuses: [...byStatus.entries()].map(([status, count]) => `${status}×${count}`).join(' '),
    lastFailure: failed.at(-1)?.at ?? null,
    p50: at(0.5),
    p99: at(0.99),
  };
}

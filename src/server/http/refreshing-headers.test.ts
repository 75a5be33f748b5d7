import { describe, expect, it, vi } from 'vitest';
import { refreshingHeaders, type HeaderList } from './refreshing-headers';

const policy = (sources: string): HeaderList => [['content-security-policy', `script-src ${sources}`]];

/** A store of settings the test changes, a clock it moves, and a record of what was read and logged. */
function setUp() {
  const clock = { now: 0 };
  const store = { sources: "'self'", failing: false, reads: 0 };
  const logged: unknown[] = [];
  const headers = refreshingHeaders({
    load: async () => {
      store.reads += 1;
      if (store.failing) throw new Error('database down');
      return policy(store.sources);
    },
    fallback: () => policy("'self' (environment)"),
    refreshMs: 30_000,
    now: () => clock.now,
    logFailure: (error) => logged.push(error),
  });
  return { clock, store, logged, headers };
}

describe('security headers kept in memory', () => {
  it('read the settings once, then again only when older than the interval, sending the old ones meanwhile', async () => {
    const { clock, store, headers } = setUp();
    expect(await headers.current()).toEqual(policy("'self'"));
    store.sources = "'self' https://chat.example";
    clock.now = 29_999;
    expect(await headers.current()).toEqual(policy("'self'"));
    expect(store.reads).toBe(1);

    clock.now = 30_000;
    // The request that finds them stale is not held up: it gets the old ones and starts the reread.
    expect(await headers.current()).toEqual(policy("'self'"));
    await vi.waitFor(() => expect(store.reads).toBe(2));
    expect(await headers.current()).toEqual(policy("'self' https://chat.example"));
    expect(store.reads).toBe(2);
  });

  it('read once for many requests arriving together', async () => {
    const { store, headers } = setUp();
    await Promise.all([headers.current(), headers.current(), headers.current()]);
    expect(store.reads).toBe(1);
  });

  it('after a save, send the new settings at once', async () => {
    const { store, headers } = setUp();
    await headers.current();
    store.sources = "'self' https://stats.example";
    expect(await headers.refresh()).toEqual(policy("'self' https://stats.example"));
    expect(await headers.current()).toEqual(policy("'self' https://stats.example"));
  });

  it('keep the newer settings when an older read finishes last', async () => {
    const finish: ((value: HeaderList) => void)[] = [];
    const headers = refreshingHeaders({
      load: () => new Promise<HeaderList>((resolve) => finish.push(resolve)),
      fallback: () => policy('env'),
      refreshMs: 30_000,
      now: () => 0,
    });
    const before = headers.refresh();
    const afterSave = headers.refresh();
    finish[1]!(policy('saved'));
    await afterSave;
    finish[0]!(policy('before the save'));
    await before;
    expect(await headers.current()).toEqual(policy('saved'));
  });

  it("keep the environment's headers, then the last good ones, when the database fails, and say so once", async () => {
    const { clock, store, logged, headers } = setUp();
    store.failing = true;
    expect(await headers.current()).toEqual(policy("'self' (environment)"));
    clock.now = 30_000;
    await headers.current();
    await vi.waitFor(() => expect(store.reads).toBe(2));
    expect(logged).toHaveLength(1);

    store.failing = false;
    clock.now = 60_000;
    await headers.current();
    await vi.waitFor(() => expect(store.reads).toBe(3));
    expect(await headers.current()).toEqual(policy("'self'"));

    store.failing = true;
    clock.now = 90_000;
    await headers.current();
    await vi.waitFor(() => expect(store.reads).toBe(4));
    expect(await headers.current()).toEqual(policy("'self'"));
    // A new outage after a success is worth a new line.
    expect(logged).toHaveLength(2);
  });
});

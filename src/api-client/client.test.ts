import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGraphQLClient } from './client';

const document = { __meta__: { hash: 'a'.repeat(64) } } as Parameters<
  ReturnType<typeof createGraphQLClient>['read']
>[0];

const answered = () =>
  vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ data: { ok: true } }, { status: 200 }));

afterEach(() => vi.unstubAllGlobals());

describe('the storefront GraphQL client', () => {
  it('sends the headers of spec §7 (tenant, language, the browser’s time zone) with reads and calls', async () => {
    const fetch = answered();
    vi.stubGlobal('fetch', fetch);
    const client = createGraphQLClient({ tenant: 'tractorparts', locale: 'en' });
    await client.read(document, {});
    await client.send(document, {}, { token: 'member-token' });
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const [readHeaders, sendHeaders] = fetch.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(readHeaders).toEqual({ tenant: 'tractorparts', locale: 'en', timezone });
    expect(sendHeaders).toMatchObject({ tenant: 'tractorparts', locale: 'en', timezone });
    expect(sendHeaders!.authorization).toBe('Bearer member-token');
  });

  // Temporal answers at once, where the first Intl.DateTimeFormat builds the browser's date patterns (#20).
  it('takes the time zone from Temporal where the browser has it, without building a date format', async () => {
    const fetch = answered();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/Athens' } });
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      await createGraphQLClient({ tenant: 'tractorparts', locale: 'el' }).read(document, {});
      expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>).timezone).toBe('Europe/Athens');
      expect(dateTimeFormat).not.toHaveBeenCalled();
    } finally {
      dateTimeFormat.mockRestore();
    }
  });

  // The first Intl.DateTimeFormat of a page loads the browser's time-zone data: not while the page hydrates (#20).
  it('reads the time zone at its first call, not when the page makes it', async () => {
    vi.stubGlobal('fetch', answered());
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const client = createGraphQLClient({ tenant: 'tractorparts', locale: 'el' });
      expect(dateTimeFormat).not.toHaveBeenCalled();
      await client.read(document, {});
      await client.read(document, {});
      expect(dateTimeFormat).toHaveBeenCalledTimes(1);
    } finally {
      dateTimeFormat.mockRestore();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { users } from '@/server/domains/auth/auth.tables';
import { saveShopSettings, settingsOfConfig } from '@/server/domains/settings';
import { refreshingHeaders } from './refreshing-headers';
import { securityHeadersOfSavedSettings } from './security-headers-in-force';

const config = readConfig({ NODE_ENV: 'test', CHAT_SCRIPT_URL: 'https://chat.example/widget.js' });
const now = new Date('2026-03-01T10:00:00Z');

describe.each(testDatabases)('the security headers follow the saved settings on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  const policy = (headers: [string, string][]) => new Map(headers).get('content-security-policy')!;

  it('allow a third party the owner adds in the back office, and no longer one removed there', async () => {
    const headers = refreshingHeaders({
      load: () => securityHeadersOfSavedSettings(database.db, config),
      fallback: () => [],
      refreshMs: 30_000,
    });
    // A fresh shop: the environment's third party.
    expect(policy(await headers.current())).toContain("script-src 'self' 'unsafe-inline' https://chat.example;");

    const [owner] = await database.db
      .insert(users)
      .values({ email: 'owner@tractorparts-hellas.example', passwordHash: 'x' })
      .returning({ id: users.id });
    const saved = await saveShopSettings(
      { db: database.db, now: () => now, config },
      { userId: owner!.id, email: 'owner@tractorparts-hellas.example', role: 'owner', address: '192.0.2.1' },
      { ...settingsOfConfig(config), thirdPartyScripts: { analytics: 'https://stats.example/a.js' } },
      0,
    );
    expect(saved).toMatchObject({ ok: true });

    const csp = policy(await headers.refresh());
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://stats.example;");
    expect(csp).toContain("connect-src 'self' https://stats.example;");
    expect(csp).not.toContain('chat.example');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { users } from '@/server/domains/auth/auth.tables';
import type { StaffActor, StaffRole } from '@/server/domains/staff';
import { features, featureTranslations } from './content.tables';
import { featuresDraft, saveFeatures } from './features-editor';
import { listFeatures } from './features.service';

const now = new Date('2026-03-01T10:00:00Z');

describe.each(testDatabases)('the features strip editor on $name', ({ open }) => {
  let database: Database;
  const actors = {} as Record<StaffRole, StaffActor>;
  const ctx = () => ({ db: database.db, now: () => now });

  beforeAll(async () => {
    database = await open();
    for (const role of ['owner', 'warehouse'] as const) {
      const email = `${role}@tractorparts-hellas.example`;
      const [user] = await database.db.insert(users).values({ email, passwordHash: 'x' }).returning({ id: users.id });
      actors[role] = { userId: user!.id, email, role, address: '192.0.2.1' };
    }
    const rows = await database.db
      .insert(features)
      .values([
        { slug: 'shipping', icon: 'ship' },
        { slug: 'support', icon: 'phone' },
      ])
      .returning();
    await database.db.insert(featureTranslations).values([
      { featureId: rows[0]!.id, locale: 'el', name: 'Αποστολές' },
      { featureId: rows[0]!.id, locale: 'en', name: 'Shipping' },
      { featureId: rows[1]!.id, locale: 'el', name: 'Υποστήριξη' },
      { featureId: rows[1]!.id, locale: 'en', name: 'Support' },
    ]);
  });
  afterAll(() => database.close());

  it('refuses other roles and items without an icon of the set or a name in each language', async () => {
    const { version } = await featuresDraft(ctx());
    expect(await saveFeatures(ctx(), actors.warehouse, { items: [], version })).toEqual({
      ok: false,
      error: 'NOT_PERMITTED',
    });
    const items = [{ slug: '', icon: 'rocket', el: 'Νέο', en: ' ' }];
    expect(await saveFeatures(ctx(), actors.owner, { items, version })).toEqual({
      ok: false,
      error: 'INVALID_INPUT',
      problems: [
        { field: 'items.0.icon', reason: 'invalid' },
        { field: 'items.0.en', reason: 'required' },
      ],
    });
  });

  it('reorders, edits, adds and removes items in one audited save; the storefront lists them in that order', async () => {
    const before = await featuresDraft(ctx());
    const items = [
      { slug: 'support', icon: 'phone', el: 'Τηλεφωνική υποστήριξη', en: 'Phone support' },
      { slug: '', icon: 'lock', el: 'Ασφαλείς πληρωμές', en: 'Secure payments' },
    ];
    const saved = await saveFeatures(ctx(), actors.owner, { items, version: before.version });
    expect(saved).toMatchObject({ ok: true, draft: { items: [{ slug: 'support' }, { slug: 'secure-payments' }] } });
    expect(await listFeatures({ db: database.db, locale: 'en' })).toEqual([
      { slug: 'support', icon: 'phone', name: 'Phone support' },
      { slug: 'secure-payments', icon: 'lock', name: 'Secure payments' },
    ]);
    const [entry] = await auditEntries(database.db, { entity: 'features' });
    expect(entry).toMatchObject({ action: 'features.update', before: before.items });

    expect(await saveFeatures(ctx(), actors.owner, { items, version: before.version })).toEqual({
      ok: false,
      error: 'VERSION_CONFLICT',
    });
  });
});

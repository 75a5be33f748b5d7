import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '@/server/db/client';
import { openScratchPostgres } from '@/server/db/testing';
import { importCatalogue, publishCatalogueDb } from '@/server/domains/catalog';
import { copyCatalogue, small, temporaryDir } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { createRequest } from '@/server/domains/requests';
import { stockLedgerMismatches } from '@/server/domains/stock';
import { testApi, testConfig } from '@/server/graphql/testing';
import { createStorage, type ShopStorage } from '@/server/storage';
import { startS3Server, type RunningS3 } from '@/server/storage/s3-test-server';
import { temporaryStorage } from '@/server/storage/testing';
import { places } from './backup-files';
import { backupShop, pgliteRefusal, pruneBackups } from './backup';
import { restoreShop, verifyBackup } from './restore';

const adminUrl = process.env.TEST_DATABASE_URL;

describe('backup retention', () => {
  it('keeps the newest backups, and removes older ones and interrupted runs a day old', async () => {
    const dir = await temporaryDir('backups-');
    const names = ['2026-11-20T02-00-00Z', '2026-11-21T02-00-00Z', '2026-11-22T02-00-00Z', '2026-11-23T02-00-00Z'];
    for (const name of [...names, '2026-11-19T02-00-00Z.partial', '2026-11-24T02-00-00Z.partial', 'keep-me'])
      await fs.mkdir(path.join(dir, name));
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    await fs.utimes(path.join(dir, '2026-11-19T02-00-00Z.partial'), dayAgo, dayAgo);
    await pruneBackups(dir, 2);
    expect((await fs.readdir(dir)).sort()).toEqual([...names.slice(2), '2026-11-24T02-00-00Z.partial', 'keep-me']);
  });
});

if (!adminUrl)
  it('backup and restore are not applicable on a PGlite-only run (pg_dump needs PostgreSQL, TEST_DATABASE_URL is unset): a PGlite shop is refused', async () => {
    const storage = await temporaryStorage();
    const dir = await temporaryDir('backups-');
    await expect(backupShop({ databaseUrl: undefined, storage, dir, keep: 1 })).rejects.toThrow(pgliteRefusal);
  });
else
  describe('backup and restore of a PostgreSQL shop with orders, stock movements and files', () => {
    let source: Database & { url: string };
    let sourceStorage: ShopStorage;
    let s3: RunningS3;
    const restoredUrl = Object.assign(new URL(adminUrl), {
      pathname: `/shop_restored_${randomBytes(6).toString('hex')}`,
    }).toString();
    let backupPath: string;

    beforeAll(async () => {
      source = await openScratchPostgres(adminUrl);
      sourceStorage = await temporaryStorage();
      const imported = await importCatalogue(
        { db: source.db, storage: sourceStorage, now: () => new Date() },
        await copyCatalogue(small),
      );
      expect(imported.ok).toBe(true);
      await publishCatalogueDb(source.db, sourceStorage.public);
      await placeOrders(source, 3);
      const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...randomBytes(2048)]);
      const request = await createRequest(
        { db: source.db, now: () => new Date(), config: testConfig, locale: 'el', storage: sourceStorage },
        {
          input: { name: 'Νίκος', email: 'nikos@example.gr', message: 'Φωτογραφία της μίζας.' },
          photos: [{ name: 'miza.jpg', bytes: photo }],
          userId: null,
        },
      );
      expect(request.ok).toBe(true);
      s3 = await startS3Server();
      const backup = await backupShop({
        databaseUrl: source.url,
        storage: sourceStorage,
        dir: await temporaryDir('backups-'),
        keep: 3,
      });
      backupPath = backup.path;
    });

    afterAll(async () => {
      await source?.close();
      await s3?.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${new URL(restoredUrl).pathname.slice(1)} with (force)`);
      await admin.end();
    });

    it('restores into a fresh database and another storage the same orders, stock ledger and files', async () => {
      // Backed up from a folder, restored into object storage: the backup does not care where files live.
      const targetStorage = createStorage(s3.settings);
      const report = await restoreShop({ backupDir: backupPath, databaseUrl: restoredUrl, storage: targetStorage });
      expect(report).toMatchObject({ countMismatches: [], ledgerMismatches: 0 });

      const restored = await openDatabase({ url: restoredUrl, poolSize: 2 });
      try {
        const tables = [
          'orders',
          'order_items',
          'stock_movements',
          'variants',
          'requests',
          'request_attachments',
          'jobs',
        ];
        for (const table of tables) {
          const read = (database: Pick<Database, 'db'>) =>
            database.db.execute(sql.raw(`select * from ${table} order by id`)).then((result) => rowsOf(result));
          const [before, after] = [await read(source), await read(restored)];
          expect(after, table).toEqual(before);
        }
        const orders = await restored.db.execute(sql`select count(*)::int as total from orders`);
        expect(rowsOf<{ total: number }>(orders)[0]!.total).toBe(3);
        const sales = await restored.db.execute(
          sql`select count(*)::int as total from stock_movements where reason = 'sale'`,
        );
        expect(rowsOf<{ total: number }>(sales)[0]!.total).toBeGreaterThanOrEqual(3);
        expect(await stockLedgerMismatches(restored.db)).toEqual([]);
      } finally {
        await restored.close();
      }

      for (const place of places) {
        const keys = (await sourceStorage[place].list('')).sort();
        expect(keys.length).toBeGreaterThan(0);
        expect((await targetStorage[place].list('')).sort()).toEqual(keys);
        for (const key of keys)
          expect(Buffer.from((await targetStorage[place].get(key))!.bytes)).toEqual(
            Buffer.from((await sourceStorage[place].get(key))!.bytes),
          );
      }
    });

    it('refuses a database that already has tables, and a backup with a damaged file', async () => {
      await expect(
        restoreShop({ backupDir: backupPath, databaseUrl: source.url, storage: await temporaryStorage() }),
      ).rejects.toThrow(/Restore into a fresh database: shop_test_\w+ already has \d+ table\(s\)/);

      const manifest = await verifyBackup(backupPath);
      const photo = manifest.files.find((file) => file.place === 'private')!;
      const copy = path.join(backupPath, 'files', 'private', ...photo.key.split('/'));
      const bytes = await fs.readFile(copy);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
      await fs.writeFile(copy, bytes);
      await expect(verifyBackup(backupPath)).rejects.toThrow(`files/private/${photo.key}`);
    });
  });

/** Guests buy one unit each of the first parts in stock, through the API as the storefront does. */
async function placeOrders(database: Pick<Database, 'db'>, count: number) {
  const api = testApi(database);
  const parts = rowsOf<{ id: number }>(
    await database.db.execute(
      sql`select id from variants where stock_on_hand > 0 and is_master order by id limit ${count}`,
    ),
  );
  expect(parts).toHaveLength(count);
  for (const part of parts) {
    const added = await api.query<{ addToCart: { cart: { token: string } } }>(
      'mutation($v: ID!) { addToCart(variantId: $v, quantity: 1) { cart { token } } }',
      { v: String(part.id) },
    );
    const placed = await api.query<{ placeOrder: { error: string | null } }>(
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { error } }',
      {
        input: {
          cartToken: added.addToCart.cart.token,
          checkoutToken: randomBytes(18).toString('base64url'),
          email: 'buyer@example.gr',
          billing: {
            firstName: 'Μαρία',
            lastName: 'Κ.',
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
        },
      },
    );
    expect(placed.placeOrder.error).toBeNull();
  }
}

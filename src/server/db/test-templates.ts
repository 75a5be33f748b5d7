import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { withAdmin } from './testing';

/**
 * Vitest's global set-up: one migrated database of each kind, made once per run, that every test database starts
 * from (`testing.ts`). Starting PGlite from a migrated dump skips its initdb and the migrations (a few seconds each
 * of the hundreds of databases the tests open); PostgreSQL copies a template database instead of migrating.
 * Handed to the test workers through the environment, which they inherit.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const pglite = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(pglite);
  if (pglite.kind !== 'pglite') throw new Error('expected PGlite');
  const dumpFile = path.join(os.tmpdir(), `shop-test-pglite-${randomBytes(6).toString('hex')}.tar`);
  fs.writeFileSync(dumpFile, Buffer.from(await (await pglite.client.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  process.env.TEST_PGLITE_DUMP = dumpFile;

  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = `shop_template_${randomBytes(6).toString('hex')}`;
  if (adminUrl) {
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${template}`));
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const postgres = await openDatabase({ url: url.toString(), poolSize: 1 });
    await migrateDatabase(postgres);
    await postgres.close();
    process.env.TEST_POSTGRES_TEMPLATE = template;
  }

  return async () => {
    fs.rmSync(dumpFile, { force: true });
    if (adminUrl) await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${template} with (force)`));
  };
}

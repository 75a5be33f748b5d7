import { gunzipSync } from 'node:zlib';
import { and, eq, like } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { importCatalogue } from '@/server/domains/catalog/import/import-catalogue';
import { copyCatalogue, small } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { variants } from '@/server/domains/catalog/product.tables';
import { taxons } from '@/server/domains/catalog/taxonomy.tables';
import type { StaffActor } from '@/server/domains/staff';
import { takeForSale } from '@/server/domains/stock';
import { testConfig } from '@/server/graphql/testing';
import { runDueJobs } from '@/server/jobs';
import { jobHandlers } from '@/server/jobs/handlers';
import { jobs } from '@/server/jobs/jobs.tables';
import { keptMailer } from '@/server/mail/testing';
import type { ShopStorage } from '@/server/storage';
import { temporaryStorage } from '@/server/storage/testing';
import { buildFeeds, servedFeed } from './build-feeds';
import { changeFeedListing } from './feed-listing.service';
import type { Marketplace } from './feeds.tables';

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['product', 'item'].includes(name),
});

/** Each marketplace's products and the fields its published specification requires of every one. */
// The parsed documents are whatever the XML says: read loosely, checked field by field.
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const specs: Record<Marketplace, { items: (doc: Loose) => Loose[]; id: string; required: string[]; price: string }> = {
  skroutz: {
    items: (doc) => doc.mywebstore.products?.product ?? [],
    id: 'id',
    price: 'price_with_vat',
    required: [
      'id',
      'name',
      'link',
      'image',
      'category',
      'price_with_vat',
      'availability',
      'manufacturer',
      'mpn',
      'quantity',
    ],
  },
  bestprice: {
    items: (doc) => doc.store.products?.product ?? [],
    id: 'productId',
    price: 'price',
    required: [
      'productId',
      'title',
      'productURL',
      'imageURL',
      'price',
      'category_path',
      'availability',
      'brand',
      'mpn',
      'quantity',
    ],
  },
  google: {
    items: (doc) => doc.rss.channel.item ?? [],
    id: 'g:id',
    price: 'g:price',
    required: [
      'g:id',
      'title',
      'link',
      'description',
      'g:image_link',
      'g:availability',
      'g:price',
      'g:condition',
      'g:brand',
      'g:mpn',
    ],
  },
};

describe.each(testDatabases)('marketplace feeds on $name', ({ open }) => {
  let database: Database;
  let storage: ShopStorage;
  let clock = new Date('2026-03-02T10:01:00Z');
  const now = () => clock;
  const owner: StaffActor = { userId: 1, email: 'owner@example.gr', role: 'owner', address: '203.0.113.9' };
  const buildCtx = () => ({ db: database.db, now, config: testConfig, files: storage.private });
  const feed = async (marketplace: Marketplace) => {
    const file = await servedFeed(buildCtx(), marketplace, true);
    const xml = gunzipSync(file.bytes).toString('utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    return specs[marketplace].items(parser.parse(xml));
  };
  const ids = async (marketplace: Marketplace) =>
    (await feed(marketplace)).map((item) => String(item[specs[marketplace].id]));
  const productIdOf = async (sku: string) =>
    String((await database.db.select().from(variants).where(eq(variants.sku, sku)))[0]!.productId);

  beforeAll(async () => {
    database = await open();
    storage = await temporaryStorage();
    const imported = await importCatalogue({ db: database.db, storage, now }, await copyCatalogue(small));
    if (!imported.ok) throw new Error('the small catalogue did not import');
    await database.db.execute(`insert into users (id, email, password_hash) values (1, 'owner@example.gr', 'x')`);
  });
  afterAll(async () => database.close());

  it.each(['skroutz', 'bestprice', 'google'] as const)(
    '%s: every product carries the required fields',
    async (marketplace) => {
      await buildFeeds(buildCtx());
      const items = await feed(marketplace);
      expect(items.length).toBeGreaterThan(10);
      for (const item of items)
        for (const field of specs[marketplace].required)
          expect(String(item[field] ?? ''), `${marketplace} ${item[specs[marketplace].id]} ${field}`).not.toBe('');
      expect(new Set(items.map((item) => item[specs[marketplace].id])).size).toBe(items.length);
    },
  );

  it('prices include Greek VAT, a used part says so, and the maker is the part’s brand, not the tractor’s', async () => {
    const skroutz = await feed('skroutz');
    const used = skroutz.find((item) => item.mpn === 'SBA121593295')!;
    expect(used.manufacturer).toBe('Shibaura');
    expect(used.name).toMatch(/μεταχειρισμ/i);
    expect(used.name).toMatch(/Ford/);
    const [variant] = await database.db.select().from(variants).where(eq(variants.sku, 'TP-001000'));
    const net = variant!.salePriceCents ?? variant!.priceCents;
    expect(used.price_with_vat).toBe((Math.floor((net * 2400 + 5000) / 10_000 + net) / 100).toFixed(2));
    expect(used.category).toContain(' > ');
    const google = (await feed('google')).find((item) => item['g:mpn'] === 'SBA121593295')!;
    expect(google['g:condition']).toBe('used');
    expect(google['g:price']).toBe(`${used.price_with_vat} EUR`);
    // A backorderable part out of stock is listed as such; the plain copy is the same document.
    expect((await feed('google')).find((item) => item['g:mpn'] === 'A-1484')!['g:availability']).toBe('backorder');
    const plain = await servedFeed(buildCtx(), 'google', false);
    expect(plain.bytes).toEqual(new Uint8Array(gunzipSync((await servedFeed(buildCtx(), 'google', true)).bytes)));
  });

  it('a sold one-off part is gone from the next build, which many changes in 15 minutes ask for once', async () => {
    const injectionPump = await productIdOf('TP-001007');
    expect(await ids('skroutz')).toContain(injectionPump);
    const [pump] = await database.db.select().from(variants).where(eq(variants.sku, 'TP-001007'));
    const [other] = await database.db.select().from(variants).where(eq(variants.sku, 'TP-001009'));
    await database.db.delete(jobs);
    clock = new Date('2026-03-02T10:03:00Z');
    expect(await takeForSale(database.db, pump!.id, 1, { now: clock })).toBe(true);
    clock = new Date('2026-03-02T10:12:00Z');
    expect(await takeForSale(database.db, other!.id, 1, { now: clock })).toBe(true);
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, 'rebuild-feeds'));
    expect(queued.map((job) => job.runAt.toISOString())).toEqual(['2026-03-02T10:15:00.000Z']);
    const run = () =>
      runDueJobs({
        db: database.db,
        deps: { ctx: { db: database.db, now, config: testConfig }, mailer: keptMailer(), storage },
        handlers: jobHandlers,
        now,
      });
    expect(await run()).toBe(0);
    expect(await ids('skroutz')).toContain(injectionPump);
    clock = new Date('2026-03-02T10:15:01Z');
    expect(await run()).toBe(1);
    for (const marketplace of ['skroutz', 'bestprice', 'google'] as const)
      expect(await ids(marketplace)).not.toContain(injectionPump);
  });

  it('staff keep a category (and what is under it) off one marketplace; audited, rebuilt at once', async () => {
    const [engine] = await database.db
      .select()
      .from(taxons)
      .where(and(eq(taxons.key, 'engine')));
    const piston = await productIdOf('TP-001027');
    expect(await ids('skroutz')).toContain(piston);
    const ctx = { db: database.db, now, locale: 'el' as const };
    expect(
      await changeFeedListing(ctx, owner, { marketplace: 'skroutz', categoryId: engine!.id, listed: false }),
    ).toEqual({ ok: true });
    const due = await database.db.select().from(jobs).where(like(jobs.uniqueKey, 'rebuild-feeds:now:%'));
    expect(due).toHaveLength(1);
    await buildFeeds(buildCtx());
    expect(await ids('skroutz')).not.toContain(piston);
    expect(await ids('bestprice')).toContain(piston);
    const audit = await auditEntries(database.db, { entity: 'feed_category' });
    expect(audit[0]).toMatchObject({ action: 'feed-exclude', after: { marketplace: 'skroutz', listed: false } });
    expect(await changeFeedListing(ctx, owner, { marketplace: 'skroutz', sku: 'TP-001009', listed: false })).toEqual({
      ok: true,
    });
    expect(await changeFeedListing(ctx, owner, { marketplace: 'skroutz', sku: 'NO-SUCH', listed: false })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(
      await changeFeedListing(ctx, owner, { marketplace: 'skroutz', categoryId: engine!.id, listed: true }),
    ).toEqual({ ok: true });
    await buildFeeds(buildCtx());
    expect(await ids('skroutz')).toContain(piston);
    expect(await ids('skroutz')).not.toContain(await productIdOf('TP-001009'));
  });
});

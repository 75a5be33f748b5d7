import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { importCatalogue } from '@/server/domains/catalog/import';
import { copyCatalogue, small } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { productSitemapEntries, taxonSitemapEntries } from '@/server/domains/catalog';
import { jobHandlers } from '@/server/jobs/handlers';
import { jobs } from '@/server/jobs/jobs.tables';
import { runDueJobs } from '@/server/jobs/worker';
import { temporaryStorage } from '@/server/storage/testing';
import {
  ownOrigin,
  ownPageFetcher,
  pagesPerBatch,
  queuePageWarming,
  queueWarmingAfterChange,
  warmPages,
} from './page-warming';

describe.each(testDatabases)('render-ahead on $name', ({ open }) => {
  let database: Database;
  let clock: Date;
  const ctx = () => ({ db: database.db, now: () => clock, config: config() });
  let asked: string[];
  const fetchPage = async (path: string) => {
    asked.push(path);
    return 200;
  };
  const run = () =>
    runDueJobs({
      db: database.db,
      deps: { ctx: ctx(), mailer: { send: async () => {} }, fetchPage },
      handlers: jobHandlers,
      now: () => clock,
    });
  const queued = async () => (await database.db.select().from(jobs)).filter((job) => job.kind === 'warm-pages');

  beforeAll(async () => {
    database = await open();
    const storage = await temporaryStorage();
    const imported = await importCatalogue(
      { db: database.db, storage, now: () => new Date() },
      await copyCatalogue(small),
    );
    if (!imported.ok) throw new Error('import failed');
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await database.db.delete(jobs);
    clock = new Date('2026-11-25T10:00:30Z');
    asked = [];
  });

  it('asks for every page of the sitemap once in each language, home and sections first, a batch per job', async () => {
    await queuePageWarming(ctx(), { round: 'build-a', part: 'sections', skip: 0 });
    const ran = await run();

    const products = await productSitemapEntries(ctx(), { first: 1000, skip: 0 });
    const categories = await taxonSitemapEntries(ctx(), 'category');
    expect(products).toHaveLength(20);
    expect(asked.slice(0, 2)).toEqual(['/', '/en']);
    for (const product of products) {
      expect(asked.filter((path) => path === `/product/${product.slugs.el}`)).toHaveLength(1);
      expect(asked.filter((path) => path === `/en/product/${product.slugs.en}`)).toHaveLength(1);
    }
    expect(asked).toContain(`/categories/${categories[0]!.slugs.el}`);
    expect(asked).toContain(`/en/categories/${categories[0]!.slugs.en}`);
    // Sections before products: the last section page comes before the first product page.
    expect(asked.findIndex((path) => path.startsWith('/product/'))).toBeGreaterThan(
      asked.findLastIndex((path) => path.startsWith('/en/brands/')),
    );
    expect(new Set(asked).size).toBe(asked.length);
    expect(ran).toBe(Math.ceil(asked.length / 2 / pagesPerBatch) + 1);
    expect((await queued()).every((job) => job.state === 'done')).toBe(true);
  });

  it('a batch stops at its size and names where the next begins; past the sections come the products, past the last product nothing', async () => {
    const next = await warmPages(ctx(), { round: 'r', part: 'sections', skip: 0 }, fetchPage);
    expect(next).toEqual({ round: 'r', part: 'sections', skip: pagesPerBatch });
    expect(asked).toHaveLength(pagesPerBatch * 2);
    expect(await warmPages(ctx(), { round: 'r', part: 'sections', skip: 100_000 }, fetchPage)).toEqual({
      round: 'r',
      part: 'products',
      skip: 0,
    });
    expect(await warmPages(ctx(), { round: 'r', part: 'products', skip: 100_000 }, fetchPage)).toBeNull();
  });

  it('a round stops when a later one has been queued: the later one walks every page again', async () => {
    await queuePageWarming(ctx(), { round: 'build-a', part: 'sections', skip: 0 });
    const first = await warmPages(ctx(), { round: 'build-a', part: 'sections', skip: 0 }, fetchPage);
    expect(first).not.toBeNull();
    await queueWarmingAfterChange(ctx());
    expect(await warmPages(ctx(), first!, fetchPage)).toBeNull();
    expect(asked).toHaveLength(pagesPerBatch * 2);
  });

  it('a page that fails to answer does not stop the batch', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection refused');
      return 200;
    };
    expect(await warmPages(ctx(), { round: 'r', part: 'sections', skip: 0 }, flaky)).toEqual({
      round: 'r',
      part: 'sections',
      skip: pagesPerBatch,
    });
    expect(calls).toBe(pagesPerBatch * 2);
  });

  it('the changes of one minute make one round, which starts when the minute ends', async () => {
    await queueWarmingAfterChange(ctx());
    clock = new Date('2026-11-25T10:00:59Z');
    await queueWarmingAfterChange(ctx());
    const [round, ...others] = await queued();
    expect(others).toHaveLength(0);
    expect(round!.runAt.toISOString()).toBe('2026-11-25T10:01:00.000Z');
    expect(await run()).toBe(0);

    clock = new Date('2026-11-25T10:01:00Z');
    await queueWarmingAfterChange(ctx());
    expect(await queued()).toHaveLength(2);
  });
});

describe('asking the own server', () => {
  let server: http.Server;
  let origin: string;
  const paths: string[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      paths.push(request.url!);
      if (request.url === '/old') return response.writeHead(308, { location: '/new' }).end();
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>'.padEnd(100_000, 'x'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = ownOrigin('0.0.0.0', (server.address() as AddressInfo).port);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads each whole answer and follows no redirect (the target is a page of its own)', async () => {
    const fetchPage = ownPageFetcher(origin);
    expect(await fetchPage('/product/a')).toBe(200);
    expect(await fetchPage('/old')).toBe(308);
    expect(paths).toEqual(['/product/a', '/old']);
  });

  it('names the address the instance is bound to, the loopback one for a wildcard bind', () => {
    expect(ownOrigin('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(ownOrigin('::', 3000)).toBe('http://[::1]:3000');
    expect(ownOrigin('127.0.0.1', 3001)).toBe('http://127.0.0.1:3001');
    expect(ownOrigin('10.0.0.5', 80)).toBe('http://10.0.0.5:80');
  });
});

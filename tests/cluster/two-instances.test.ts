import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { warmingRounds } from '@/server/cache/page-warming';
import { openScratchPostgres } from '@/server/db/testing';
import { importCatalogue, variants } from '@/server/domains/catalog';
import { copyCatalogue, small, type Rows } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { formStamp } from '@/server/domains/requests';
import { createStorage } from '@/server/storage';
import { startS3Server, type RunningS3 } from '@/server/storage/s3-test-server';
import { ensureProductionBuild } from '../../scripts/lib/build';
import { startCluster, type Cluster } from '../../scripts/lib/cluster';
import { freePort } from '../../scripts/lib/instances';
import { s3Env } from '../../scripts/lib/object-store';

/**
 * The shop as it runs in production, on this machine: two instances on their own ports behind nginx
 * (deploy/nginx.conf), sharing a PostgreSQL database, Redis and an S3-compatible bucket. What one instance does,
 * the other must see at once.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!adminUrl || !redisUrl)
  throw new Error(
    'The two-instance test needs PostgreSQL and Redis: set TEST_DATABASE_URL and REDIS_URL (.ci/run does).',
  );

const secrets = {
  FORM_SECRET: randomBytes(24).toString('base64url'),
  PAYMENT_CALLBACK_SECRET: randomBytes(24).toString('base64url'),
  REVALIDATE_TOKEN: randomBytes(24).toString('base64url'),
};
const redisKeyPrefix = `cluster-test-${randomBytes(4).toString('hex')}:`;
const headers = { tenant: 'tractor-parts-hellas', locale: 'en', timezone: 'Europe/Athens' };

let database: Awaited<ReturnType<typeof openScratchPostgres>>;
let s3: RunningS3;
let cluster: Cluster;
let dataDir: string;
let rows: Rows;
let priced: Rows[number];

/** The small catalogue with the given product's price changed, imported as staff would import it. */
async function importWithPrice(sku: string, price: string) {
  const dir = await copyCatalogue({
    ...small,
    'products.csv': (all) => small['products.csv']!(all).map((row) => (row.sku === sku ? { ...row, price } : row)),
  });
  const result = await importCatalogue(
    { db: database.db, storage: createStorage(s3.settings), now: () => new Date() },
    dir,
  );
  expect(result.ok).toBe(true);
}

beforeAll(async () => {
  ensureProductionBuild();
  database = await openScratchPostgres(adminUrl);
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));
  const catalogue = await copyCatalogue(small);
  rows = parse(fs.readFileSync(path.join(catalogue, 'products.csv'), 'utf8'), { columns: true }) as Rows;
  priced = rows.find((row) => row.status === 'active' && !row.sale_price)!;
  await importWithPrice(priced.sku!, priced.price!);

  const [first, second, proxy] = [await freePort(), await freePort(), await freePort()];
  cluster = await startCluster({
    env: {
      ...process.env,
      ...secrets,
      ...s3Env(s3.settings),
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      SITE_URL: `http://127.0.0.1:${proxy}`,
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      PAGE_WARMING: 'on',
    },
    instancePorts: [first, second],
    listen: `127.0.0.1:${proxy}`,
    maxBodyBytes: 3 * readConfig({ NODE_ENV: 'test' }).requestPhotoMaxBytes + 1024 * 1024,
  });
}, 300_000);

afterAll(async () => {
  await cluster?.stop();
  await s3?.close();
  await database?.close();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${redisKeyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The first and the second instance, without the proxy. */
const a = () => cluster.instances[0]!.url;
const b = () => cluster.instances[1]!.url;
const page = async (base: string, pathname: string) => {
  const response = await fetch(`${base}${pathname}`);
  expect(response.status).toBe(200);
  return response.text();
};
const graphql = async <T>(base: string, query: string, variables: Record<string, unknown>) => {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
};

describe('two instances behind nginx, sharing PostgreSQL, Redis and object storage', () => {
  // First: the other tests' writes queue rounds of their own.
  it('renders the pages ahead, once for the build: a page nobody has asked for comes from the shared cache', async () => {
    const warming = () => warmingRounds(database.db);
    const finished = async () => {
      const rounds = await warming();
      return rounds.length > 0 && rounds.every((round) => round.left === 0);
    };
    await expect.poll(finished, { timeout: 120_000, interval: 500 }).toBe(true);
    const rounds = await warming();
    expect(rounds).toHaveLength(1);
    expect(rounds[0]!.round).toMatch(/^build-/);
    expect(rounds[0]!.done).toBeGreaterThan(1);

    const lastProduct = rows.filter((row) => row.status === 'active').at(-1)!;
    for (const path of [`/product/${lastProduct.slug_el}`, `/en/categories`]) {
      const answer = await fetch(`${b()}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-nextjs-cache')).toBe('HIT');
    }
  });

  it('shows a price changed by an import (revalidated on one instance) on the other at once', async () => {
    const productPath = `/en/product/${priced.slug_en}`;
    const euros = (price: string) => `€${Number(price).toFixed(2)}`;
    // Both instances have rendered and cached the page with the old price.
    expect(await page(a(), productPath)).toContain(euros(priced.price!));
    expect(await page(b(), productPath)).toContain(euros(priced.price!));

    const newPrice = '987.65';
    await importWithPrice(priced.sku!, newPrice);
    // What the importer does when the shop runs: it tells the shop's address, which reaches one instance.
    const revalidated = await fetch(`${a()}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secrets.REVALIDATE_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['catalogue', 'content'] }),
    });
    expect(revalidated.status).toBe(200);

    const onTheOther = await page(b(), productPath);
    expect(onTheOther).toContain(euros(newPrice));
    expect(onTheOther).not.toContain(euros(priced.price!));
    expect(await page(cluster.url, productPath)).toContain(euros(newPrice));
  });

  it('continues a cart started on one instance on the other, with the same cart token', async () => {
    const inStock = rows.filter((row) => row.status === 'active' && Number(row.stock) > 0).slice(0, 2);
    const ids = [];
    for (const row of inStock) {
      const [variant] = await database.db.select({ id: variants.id }).from(variants).where(eq(variants.sku, row.sku!));
      ids.push(String(variant!.id));
    }
    const add = `mutation ($token: String, $variantId: ID!) {
      addToCart(token: $token, variantId: $variantId, quantity: 1) { error cart { token lines { sku quantity } } }
    }`;
    type Added = { addToCart: { error: string | null; cart: { token: string; lines: { sku: string }[] } } };
    const started = await graphql<Added>(a(), add, { variantId: ids[0] });
    expect(started.addToCart.error).toBeNull();
    const token = started.addToCart.cart.token;
    const continued = await graphql<Added>(b(), add, { token, variantId: ids[1] });
    expect(continued.addToCart.cart.token).toBe(token);
    expect(continued.addToCart.cart.lines.map((line) => line.sku).sort()).toEqual(inStock.map((row) => row.sku).sort());
    const seen = await graphql<{ cart: { lines: unknown[] } }>(
      cluster.url,
      'query ($t: String) { cart(token: $t) { lines { sku } } }',
      {
        t: token,
      },
    );
    expect(seen.cart.lines).toHaveLength(2);
  });

  it('serves a photo sent with a contact request through one instance from the other', async () => {
    // A PNG by its first bytes, large enough (1.5 MB) to need nginx's raised body limit.
    const photo = new Uint8Array(1_500_000);
    photo.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    photo.set(randomBytes(1024), 8);
    const send = async (base: string) => {
      const form = new FormData();
      form.set('name', 'Γιώργος Παπαδόπουλος');
      form.set('email', 'giorgos@example.gr');
      form.set('message', 'Ψάχνω μίζα για Kubota L1-185, φωτογραφία συνημμένη.');
      form.set('locale', 'el');
      // Shown ten seconds ago, signed with the secret every instance shares.
      form.set('formStamp', formStamp(secrets.FORM_SECRET, new Date(Date.now() - 10_000)));
      form.append('photos', new File([photo], 'mizа.png', { type: 'image/png' }));
      const response = await fetch(`${base}/api/requests`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}` },
        body: form,
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    for (const [from, to] of [
      [a(), b()],
      [cluster.url, a()],
    ] as const) {
      const id = await send(from);
      const requestPage = await page(to, `/en/request/${id}`);
      const photoPath = new RegExp(`/api/requests/${id}/attachments/\\d+`).exec(requestPage)?.[0];
      expect(photoPath).toBeDefined();
      const served = await fetch(`${to}${photoPath}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(photo))).toBe(true);
    }
  });

  it('counts sign-in attempts across both instances, and nginx replaces a client-sent X-Forwarded-For', async () => {
    const guess = (base: string, email: string, forwardedFor: string) =>
      fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ grant_type: 'password', email, password: `wrong ${randomBytes(4).toString('hex')}` }),
      }).then((response) => response.status);

    // Straight to the instances, as nginx would forward one client's guesses: alternately to each.
    const email = `cluster-${randomBytes(4).toString('hex')}@example.gr`;
    const address = `203.0.113.${randomBytes(1)[0]}`;
    const statuses = [];
    for (const base of [a(), b(), a(), b(), a(), b(), a()]) statuses.push(await guess(base, email, address));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);

    // Through nginx, naming a new address each time: nginx forwards only the address it saw.
    const other = `cluster-${randomBytes(4).toString('hex')}@example.gr`;
    const throughProxy = [];
    for (let attempt = 0; attempt < 7; attempt++)
      throughProxy.push(await guess(cluster.url, other, `192.0.2.${attempt}`));
    expect(throughProxy).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('serves pages through nginx compressed by nginx (Brotli or gzip), and the build files with a long cache', async () => {
    const answer = await fetch(`${cluster.url}/en`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    // The instances leave it to nginx (HTTP_COMPRESSION=off), the pages' RSC payload for a navigation included.
    const fromInstance = await fetch(`${cluster.instances[0]!.url}/en`, { headers: { 'accept-encoding': 'gzip' } });
    expect(fromInstance.headers.get('content-encoding')).toBeNull();
    const navigation = await fetch(`${cluster.url}/en/brands`, { headers: { 'accept-encoding': 'gzip', rsc: '1' } });
    expect(navigation.headers.get('content-type')).toContain('text/x-component');
    expect(navigation.headers.get('content-encoding')).toBe('gzip');
    // A browser that accepts Brotli gets it (a quarter smaller than gzip for a page), the same page once decoded.
    const brotli = await fetch(`${cluster.url}/en`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const home = await answer.text();
    expect(await brotli.text()).toContain('<html lang="en"');
    const script = /\/_next\/static\/[^"]+\.js/.exec(home)?.[0];
    expect(script).toBeDefined();
    const response = await fetch(`${cluster.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

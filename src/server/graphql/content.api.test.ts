import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeoMetaDocument } from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { copyCatalogue, small } from '@/server/domains/catalog/import/testing/catalogue-fixture';
import { testApi, withCatalogue } from './testing';

/** The SEO record of the shop's own pages (spec §7 SEO meta, type PAGE), as imported from content/. */
describe.each(testDatabases)('content pages API on $name', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    database = await withCatalogue(await open(), await copyCatalogue(small));
    api = testApi(database);
  });
  afterAll(async () => database.close());

  it("gives a page's title, description and slugs in both languages", async () => {
    const { seoMeta } = await api.run(SeoMetaDocument, { where: { type: 'PAGE', slug: 'tropoi-apostolis' } }, 'el');
    expect(seoMeta).toMatchObject({
      title: 'Τρόποι Αποστολής',
      redirectTo: null,
      translations: [
        { locale: 'el', slug: 'tropoi-apostolis' },
        { locale: 'en', slug: 'shipping-methods' },
      ],
    });
    expect(seoMeta!.description.length).toBeGreaterThan(20);
    expect(seoMeta!.description.length).toBeLessThanOrEqual(160);
    expect(seoMeta!.tags).toContainEqual({ name: null, property: 'og:type', content: 'website' });
  });

  it("sends the other language's slug to this language's, and knows no other", async () => {
    const { seoMeta } = await api.run(SeoMetaDocument, { where: { type: 'PAGE', slug: 'politiki-cookies' } }, 'en');
    expect(seoMeta).toMatchObject({ title: 'Cookie Policy', redirectTo: 'cookie-policy' });
    expect(
      (await api.run(SeoMetaDocument, { where: { type: 'PAGE', slug: 'no-such-page' } }, 'en')).seoMeta,
    ).toBeNull();
  });
});

import { randomBytes } from 'node:crypto';
import type { Queryable } from '@/server/db';
import { products, productTaxons, productTranslations, variants } from '@/server/domains/catalog/product.tables';
import { taxonomies, taxons, taxonTranslations } from '@/server/domains/catalog/taxonomy.tables';
import { requestEvents, requests, type RequestEventKind } from '@/server/domains/requests/requests.tables';
import { searchLog } from '@/server/domains/search/search.tables';
import { jobs } from '@/server/jobs/jobs.tables';

/** A catalogued part in one category, with its stock. */
export async function insertPart(
  db: Queryable,
  part: { sku: string; mpn: string; name: string; stock: number; categoryId: number },
): Promise<number> {
  const [product] = await db.insert(products).values({ status: 'active' }).returning({ id: products.id });
  await db.insert(productTranslations).values(
    (['el', 'en'] as const).map((locale) => ({
      productId: product!.id,
      locale,
      name: `${part.name} (${locale})`,
      slug: `${part.sku.toLowerCase()}-${locale}`,
    })),
  );
  await db.insert(productTaxons).values({ productId: product!.id, taxonId: part.categoryId });
  const [variant] = await db
    .insert(variants)
    .values({
      productId: product!.id,
      isMaster: true,
      sku: part.sku,
      mpn: part.mpn,
      priceCents: 1000,
      stockOnHand: part.stock,
    })
    .returning({ id: variants.id });
  return variant!.id;
}

/** The category tree's taxonomy (made once) and one category in it, named in both languages. */
export async function insertCategory(db: Queryable, key: string, names: { el: string; en: string }) {
  const [existing] = await db
    .insert(taxonomies)
    .values({ kind: 'category' })
    .onConflictDoNothing()
    .returning({ id: taxonomies.id });
  const taxonomyId = existing?.id ?? (await db.select({ id: taxonomies.id }).from(taxonomies)).find(Boolean)!.id;
  const [taxon] = await db.insert(taxons).values({ taxonomyId, key }).returning({ id: taxons.id });
  await db
    .insert(taxonTranslations)
    .values((['el', 'en'] as const).map((locale) => ({ taxonId: taxon!.id, locale, name: names[locale], slug: key })));
  return taxon!.id;
}

/** A contact request with its history: each event's kind and time, the first being its creation. */
export async function insertRequest(
  db: Queryable,
  request: { name: string; partNumber?: string; status: 'pending' | 'resolved'; events: [RequestEventKind, Date][] },
) {
  const createdAt = request.events[0]![1];
  const publicId = randomBytes(16).toString('hex');
  const [row] = await db
    .insert(requests)
    .values({
      publicId,
      name: request.name,
      email: `${request.name.toLowerCase()}@example.gr`,
      message: 'Έχετε αυτό το ανταλλακτικό;',
      partNumber: request.partNumber ?? null,
      status: request.status,
      locale: 'el',
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: requests.id });
  await db
    .insert(requestEvents)
    .values(request.events.map(([kind, at]) => ({ requestId: row!.id, kind, createdAt: at })));
  return publicId;
}

export async function insertJob(db: Queryable, state: 'failed' | 'done' | 'pending') {
  await db.insert(jobs).values({ kind: 'test', payload: {}, state });
}

export async function insertSearch(db: Queryable, search: { term: string; model?: string; results: number; at: Date }) {
  await db.insert(searchLog).values({
    term: search.term,
    locale: 'el',
    results: search.results,
    model: search.model ?? null,
    searchedAt: search.at,
  });
}

import 'server-only';
import { sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf, type Queryable } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { refreshSearchDocuments } from '@/server/domains/search';
import { staffMay, type StaffActor, type StaffAction } from '@/server/domains/staff';
import { enqueue } from '@/server/jobs/queue';
import type { FileStorage } from '@/server/storage';
import type { ErrorCodes } from '@/shared/error-codes';
import { bulkProductSchema, type BulkProductAction } from '@/shared/staff-product-filters';
import { photoKeysOf } from './photo-files';

export type BulkResult =
  | { ok: true; changed: number }
  | { ok: false; code: ErrorCodes<'NOT_PERMITTED' | 'INVALID_INPUT' | 'NOT_FOUND'> }
  | { ok: false; code: ErrorCodes<'PRODUCT_ORDERED'>; ordered: number[] };

const permissionOf: Record<BulkProductAction, StaffAction> = {
  activate: 'products.bulk',
  deactivate: 'products.bulk',
  category: 'products.bulk',
  price: 'products.bulk',
  delete: 'products.delete',
};

class Refusal extends Error {
  constructor(readonly result: Exclude<BulkResult, { ok: true }>) {
    super(result.code);
  }
}

const idList = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * One action on the products selected in the list, all or nothing, in one transaction: each product's version is
 * raised (an editor open on one of them then refuses its stale save), search documents rebuilt, and every
 * product's change audited. A delete is refused, naming them, when any of the products was ever ordered.
 */
export async function bulkProducts(
  ctx: Pick<DomainContext, 'db' | 'now'> & { files?: FileStorage },
  actor: StaffActor,
  input: unknown,
): Promise<BulkResult> {
  const parsed = bulkProductSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'INVALID_INPUT' };
  const bulk = parsed.data;
  if (!staffMay(actor.role, permissionOf[bulk.action])) return { ok: false, code: 'NOT_PERMITTED' };
  const ids = [...new Set(bulk.ids)];
  let removedKeys: string[] = [];
  try {
    const changed = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const before = await lockProducts(tx, ids);
      if (before.length !== ids.length) throw new Refusal({ ok: false, code: 'NOT_FOUND' });
      switch (bulk.action) {
        case 'activate':
        case 'deactivate':
          await tx.execute(sql`
            update products set status = ${bulk.action === 'activate' ? 'active' : 'draft'}
            where id = any(${idList(ids)})`);
          break;
        case 'category':
          await changeCategory(tx, ids, bulk.categoryId);
          break;
        case 'price':
          await changePrices(tx, ids, bulk.percent);
          break;
        case 'delete':
          removedKeys = await deleteProducts(tx, ids);
          break;
      }
      if (bulk.action !== 'delete') {
        await tx.execute(
          sql`update products set version = version + 1, updated_at = ${now} where id = any(${idList(ids)})`,
        );
        await refreshSearchDocuments(tx, ids);
      }
      for (const row of before)
        await appendAudit(
          tx,
          actor,
          { entity: 'product', entityId: row.id, action: `product.bulk-${bulk.action}`, before: row, after: bulk },
          now,
        );
      // The parts catalogue shows which parts are on sale and at what price: any of these changes it.
      await enqueue({ db: tx, now: ctx.now }, 'publish-catalogue-db', { reason: `bulk ${bulk.action}` });
      return ids.length;
    });
    // The files go once the rows are gone for good; one left behind is only unused space.
    if (ctx.files) await Promise.allSettled(removedKeys.map((key) => ctx.files!.delete(key)));
    return { ok: true, changed };
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

async function lockProducts(tx: Queryable, ids: number[]) {
  return rowsOf<{ id: number; status: string; price_cents: number | null; sale_price_cents: number | null }>(
    await tx.execute(sql`
      select p.id, p.status, mv.price_cents, mv.sale_price_cents from products p
      left join variants mv on mv.product_id = p.id and mv.is_master
      where p.id = any(${idList(ids)}) order by p.id for update of p`),
  ).map((row) => ({ ...row, id: Number(row.id) }));
}

async function changeCategory(tx: Queryable, ids: number[], categoryId: number) {
  const [category] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select x.id from taxons x join taxonomies k on k.id = x.taxonomy_id and k.kind = 'category' where x.id = ${categoryId}`),
  );
  if (!category) throw new Refusal({ ok: false, code: 'INVALID_INPUT' });
  await tx.execute(sql`
    delete from product_taxons pt using taxons x, taxonomies k
    where pt.product_id = any(${idList(ids)}) and x.id = pt.taxon_id and k.id = x.taxonomy_id and k.kind = 'category'`);
  await tx.execute(sql`
    insert into product_taxons (product_id, taxon_id, position) select id, ${categoryId}, 1 from unnest(${idList(ids)}) id`);
}

/** Every variant's price (and sale price) by the percentage, to the cent; a sale price no longer below goes. */
async function changePrices(tx: Queryable, ids: number[], percent: number) {
  const factor = 1 + percent / 100;
  await tx.execute(sql`
    update variants set
      price_cents = round(price_cents * ${factor}::numeric)::int,
      sale_price_cents = case when round(sale_price_cents * ${factor}::numeric) < round(price_cents * ${factor}::numeric)
        then round(sale_price_cents * ${factor}::numeric)::int end
    where product_id = any(${idList(ids)})`);
}

/** Deletes products never ordered; answers their photos' files to remove. */
async function deleteProducts(tx: Queryable, ids: number[]): Promise<string[]> {
  const ordered = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select distinct v.product_id as id from order_items oi join variants v on v.id = oi.variant_id
      where v.product_id = any(${idList(ids)}) order by 1`),
  ).map((row) => Number(row.id));
  if (ordered.length) throw new Refusal({ ok: false, code: 'PRODUCT_ORDERED', ordered });
  const paths = rowsOf<{ path: string }>(
    await tx.execute(sql`select path from images where product_id = any(${idList(ids)})`),
  ).flatMap((row) => photoKeysOf(row.path));
  await tx.execute(sql`delete from products where id = any(${idList(ids)})`);
  return paths;
}

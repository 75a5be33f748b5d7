import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db';
import { orderDesk } from '@/server/domains/orders/desk/testing';
import { temporaryStorage } from '@/server/storage/testing';
import { variants } from '../product.tables';
import { loadEditorState } from './editor-state';

/**
 * The product pages on a test database: the order desk's fixture (small catalogue, one member per role, real
 * checkout), public files in a temporary folder, and helpers to find products and their editor values.
 */
export async function productDesk(database: Database) {
  const desk = await orderDesk(database);
  const files = (await temporaryStorage()).public;
  const ctx = () => ({ ...desk.ctx(), files });
  const productOf = async (sku: string) =>
    (await desk.db.select({ id: variants.productId }).from(variants).where(eq(variants.sku, sku)))[0]!.id;
  const editorOf = async (sku: string) => (await loadEditorState(desk.db, await productOf(sku)))!;
  const documentOf = async (productId: number) =>
    rowsOf<{ price_cents: number; active: boolean; model_ids: number[] }>(
      await desk.db.execute(
        sql`select price_cents, active, model_ids from search_documents where product_id = ${productId}`,
      ),
    )[0]!;
  const taxonId = async (kind: string, key: string) =>
    Number(
      rowsOf<{ id: number }>(
        await desk.db.execute(sql`
          select x.id from taxons x join taxonomies k on k.id = x.taxonomy_id where k.kind = ${kind} and x.key = ${key}`),
      )[0]!.id,
    );
  const queuedJobs = async (kind: string) =>
    Number(
      rowsOf<{ n: number }>(await desk.db.execute(sql`select count(*)::int as n from jobs where kind = ${kind}`))[0]!.n,
    );
  return { ...desk, files, ctx, productOf, editorOf, documentOf, taxonId, queuedJobs };
}

/** The editor's form of a product as loaded, ready to be changed and sent back. */
export function formOf(state: Awaited<ReturnType<typeof loadEditorState>>) {
  const { id: _id, photos: _photos, variants: list, ...rest } = state!;
  return {
    ...rest,
    variants: list.map(({ stock: _stock, isMaster: _isMaster, ...variant }) => variant),
  };
}

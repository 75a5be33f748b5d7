import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf, type Queryable } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { refreshSearchDocuments } from '@/server/domains/search';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import { changeStock } from '@/server/domains/stock';
import { enqueue } from '@/server/jobs/queue';
import type { ErrorCodes } from '@/shared/error-codes';
import { locales } from '@/shared/locales';
import { productEditorSchema, productProblems, type ProductFieldProblem } from '@/shared/product-editor-rules';
import { slugOf } from '@/shared/product-slug';
import { products } from '../product.tables';
import { loadEditorState, type ProductEditorState } from './editor-state';
import { foreignVariants, takenSkus, writeProductParts, type ProductValues } from './product-writes';
import { removeVariants, variantIdsOf, variantsToRemove } from './variant-removal';

export type SaveProductError =
  | { code: ErrorCodes<'NOT_PERMITTED' | 'NOT_FOUND' | 'VERSION_CONFLICT'> }
  | { code: ErrorCodes<'INVALID_INPUT'>; problems: ProductFieldProblem[] };

export type SaveProductResult =
  | {
      ok: true;
      id: number;
      version: number;
      slugs: Record<'el' | 'en', string>;
      /** The variants' ids in the form's order: the ones the form added have theirs now. */
      variantIds: number[];
      fitmentsChanged: boolean;
    }
  | { ok: false; error: SaveProductError };

type Ctx = Pick<DomainContext, 'db' | 'now'>;

export type SaveOptions = {
  /** The permission the form is under: listing a used part is open to the warehouse, editing is not. */
  action?: 'products.edit' | 'products.list-used';
  /** A new product's first units, put on the shelf through the stock ledger (a used part: one). */
  initialStock?: number;
  note?: string;
};

/** Thrown inside the transaction to undo what was written, answered as its error. */
class Refusal extends Error {
  constructor(readonly error: SaveProductError) {
    super(error.code);
  }
}

/**
 * Creates (`productId` null) or saves a product from the editor's form, in one transaction: the role is checked,
 * the form parsed with the browser's own schema, taxons, slugs and SKUs checked against the catalogue, the
 * product's row locked and its version compared with the form's (VERSION_CONFLICT when someone saved since), then
 * everything written, the search document rebuilt and the change audited. Variants the form adds start with no
 * stock (it moves only through the ledger); variants it leaves out are removed, unless `variantsToRemove` says why
 * not. When fitments or part numbers changed
 * the parts catalogue's database is republished by a job queued in the same transaction.
 */
export async function saveProduct(
  ctx: Ctx,
  actor: StaffActor,
  productId: number | null,
  input: unknown,
  options: SaveOptions = {},
): Promise<SaveProductResult> {
  const action = options.action ?? 'products.edit';
  if (!staffMay(actor.role, action) || (productId !== null && !staffMay(actor.role, 'products.edit')))
    return { ok: false, error: { code: 'NOT_PERMITTED' } };
  const parsed = productEditorSchema.safeParse(input);
  if (!parsed.success) return invalid(productProblems(parsed.error));
  const values: ProductValues = {
    ...parsed.data,
    el: { ...parsed.data.el, slug: parsed.data.el.slug || slugOf(parsed.data.el.name, 'el') },
    en: { ...parsed.data.en, slug: parsed.data.en.slug || slugOf(parsed.data.en.name, 'en') },
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const before = productId === null ? null : await lockForSave(tx, productId, values.version);
      const removal = productId === null ? null : await variantsToRemove(tx, productId, keptVariants(values));
      const problems = [...(await catalogueProblems(tx, productId, values)), ...(removal?.problems ?? [])];
      if (problems.length) throw new Refusal({ code: 'INVALID_INPUT', problems });
      // Before the form's variants are written: a variant added may take the SKU of one removed.
      await removeVariants(tx, removal?.ids ?? []);
      const id = productId ?? (await insertProduct(tx, values, now));
      const [saved] = await tx
        .update(products)
        .set({
          status: values.status,
          shelfLocation: values.shelfLocation,
          version: sql`${products.version} + 1`,
          updatedAt: now,
        })
        .where(eq(products.id, id))
        .returning({ version: products.version });
      await writeProductParts(tx, id, values, now);
      if (!before && options.initialStock) await firstStock(tx, id, options.initialStock, actor, now, options.note);
      await refreshSearchDocuments(tx, [id]);
      const after = await loadEditorState(tx, id);
      await appendAudit(
        tx,
        actor,
        {
          entity: 'product',
          entityId: id,
          action: before ? 'product.update' : 'product.create',
          before: audited(before),
          after: audited(after),
        },
        now,
      );
      const fitmentsChanged = !before || catalogueFacts(before) !== catalogueFacts(after!);
      if (fitmentsChanged) await enqueue({ db: tx, now: ctx.now }, 'publish-catalogue-db', { reason: `product ${id}` });
      return {
        ok: true as const,
        id,
        version: saved!.version,
        slugs: { el: values.el.slug, en: values.en.slug },
        variantIds: await variantIdsOf(tx, id),
        fitmentsChanged,
      };
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.error };
    throw error;
  }
}

async function firstStock(
  tx: Queryable,
  productId: number,
  units: number,
  actor: StaffActor,
  now: Date,
  note?: string,
) {
  const [master] = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from variants where product_id = ${productId} and is_master`),
  );
  await changeStock(tx, Number(master!.id), units, { reason: 'adjustment', actorUserId: actor.userId, note, now });
}

const keptVariants = (values: ProductValues) =>
  values.variants.flatMap((variant) => (variant.id === null ? [] : [variant.id]));

const invalid = (problems: ProductFieldProblem[]): SaveProductResult => ({
  ok: false,
  error: { code: 'INVALID_INPUT', problems },
});

/** The product as it is, its row locked until the save commits; refused when the form's version is not its. */
async function lockForSave(tx: Queryable, productId: number, version: number | null) {
  const [row] = rowsOf<{ version: number }>(
    await tx.execute(sql`select version from products where id = ${productId} for update`),
  );
  if (!row) throw new Refusal({ code: 'NOT_FOUND' });
  if (version === null || Number(row.version) !== version) throw new Refusal({ code: 'VERSION_CONFLICT' });
  return loadEditorState(tx, productId);
}

async function insertProduct(tx: Queryable, values: ProductValues, now: Date): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({ status: values.status, shelfLocation: values.shelfLocation, createdAt: now, updatedAt: now })
    .returning({ id: products.id });
  return row!.id;
}

const kindOfField = {
  brandId: 'brand',
  categoryId: 'category',
  conditionId: 'condition',
  modelIds: 'model',
  engineIds: 'engine',
  rotovatorIds: 'rotovator',
} as const;

/** What only the catalogue can tell: taxons of the wrong kind, slugs and SKUs of other products, foreign variants. */
async function catalogueProblems(tx: Queryable, productId: number | null, values: ProductValues) {
  const problems: ProductFieldProblem[] = [];
  const asked = Object.entries(kindOfField).flatMap(([field, kind]) => {
    const value = values[field as keyof typeof kindOfField];
    return (Array.isArray(value) ? value : value === null ? [] : [value]).map((id) => ({ field, kind, id }));
  });
  const known = asked.length
    ? rowsOf<{ id: number; kind: string }>(
        await tx.execute(sql`
          select x.id, k.kind::text as kind from taxons x join taxonomies k on k.id = x.taxonomy_id
          where x.id = any(${`{${asked.map((each) => each.id).join(',')}}`}::int[])`),
      )
    : [];
  for (const each of asked)
    if (!known.some((row) => Number(row.id) === each.id && row.kind === each.kind))
      problems.push({ field: each.field, reason: 'unknownTaxon' });
  for (const locale of locales) {
    const [taken] = rowsOf<{ product_id: number }>(
      await tx.execute(sql`
        select product_id from product_translations
        where locale = ${locale} and slug = ${values[locale].slug} and product_id <> ${productId ?? 0} limit 1`),
    );
    if (taken) problems.push({ field: `${locale}.slug`, reason: 'slugTaken' });
  }
  const skus = await takenSkus(
    tx,
    productId,
    values.variants.map((variant) => variant.sku),
  );
  values.variants.forEach((variant, index) => {
    if (skus.has(variant.sku.toUpperCase())) problems.push({ field: `variants.${index}.sku`, reason: 'skuTaken' });
  });
  const ids = values.variants.flatMap((variant) => (variant.id === null ? [] : [variant.id]));
  for (const foreign of await foreignVariants(tx, productId, ids))
    problems.push({ field: `variants.${values.variants.findIndex((v) => v.id === foreign)}.sku`, reason: 'invalid' });
  return problems;
}

/** What the parts catalogue's database holds of a product: its fitments, part numbers and whether it is shown. */
function catalogueFacts(state: ProductEditorState): string {
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  return JSON.stringify([
    state.status,
    state.mpn,
    state.superseded,
    sorted(state.modelIds),
    sorted(state.engineIds),
    sorted(state.rotovatorIds),
    state.variants.map((variant) => [variant.sku, variant.price, variant.salePrice]),
  ]);
}

/** The audit keeps the form's values, not the photos (they have their own entries). */
function audited(state: ProductEditorState | null) {
  if (!state) return null;
  const { photos: _photos, ...rest } = state;
  return rest;
}

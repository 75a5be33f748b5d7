import 'server-only';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf, type Queryable } from '@/server/db';
import type { StaffActor } from '@/server/domains/staff';
import { productProblems, type ProductEditorInput } from '@/shared/product-editor-rules';
import { slugOf } from '@/shared/product-slug';
import { usedPartSchema } from '@/shared/used-part-rules';
import { saveProduct, type SaveProductResult } from './save-product';

/**
 * Lists a used part from the phone form: a new active product of one unit (put on the shelf through the ledger),
 * with its own SKU, slugs made from the names (numbered when taken) and the shelf it lies on, saved the way the
 * editor saves (search document, audit, parts catalogue). The brand is the first machine's maker.
 */
export async function listUsedPart(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  actor: StaffActor,
  input: unknown,
): Promise<SaveProductResult> {
  const parsed = usedPartSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: { code: 'INVALID_INPUT', problems: productProblems(parsed.error) } };
  const part = parsed.data;
  const form: ProductEditorInput = {
    version: null,
    status: 'active',
    el: {
      name: part.el.name,
      slug: await freeSlug(ctx.db, 'el', slugOf(part.el.name, 'el')),
      description: part.el.description,
    },
    en: {
      name: part.en.name,
      slug: await freeSlug(ctx.db, 'en', slugOf(part.en.name, 'en')),
      description: part.en.description,
    },
    brandId: await brandOfModel(ctx.db, part.modelIds[0]!),
    categoryId: part.categoryId,
    conditionId: part.conditionId,
    mpn: part.mpn,
    superseded: [],
    modelIds: part.modelIds,
    engineIds: [],
    rotovatorIds: [],
    properties: [],
    country: '',
    warrantyIds: [],
    shelfLocation: part.shelfLocation,
    variants: [
      { id: null, sku: usedSku(ctx.now()), price: part.price, salePrice: '', weightGrams: null, backorderable: false },
    ],
  };
  return saveProduct(ctx, actor, null, form, {
    action: 'products.list-used',
    initialStock: 1,
    note: `used part listed, shelf ${part.shelfLocation}`,
  });
}

/** `U-261124-7f3a`: a used part's own SKU (the day listed and a random tail), never one of the catalogue's. */
function usedSku(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `U-${day}-${randomBytes(3).toString('hex')}`;
}

/** The slug, or the first of `slug-2`, `slug-3` … no product of that language uses. */
async function freeSlug(db: Queryable, locale: 'el' | 'en', slug: string): Promise<string> {
  const taken = new Set(
    rowsOf<{ slug: string }>(
      await db.execute(sql`
        select slug from product_translations where locale = ${locale} and (slug = ${slug} or slug like ${`${slug}-%`})`),
    ).map((row) => row.slug),
  );
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n += 1) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`;
}

/** A model's brand taxon: the brand whose key is the model's parent, or the one that starts its key. */
async function brandOfModel(db: Queryable, modelId: number): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select b.id from taxons m
      join taxons b on b.taxonomy_id = (select id from taxonomies where kind = 'brand')
        and (b.id = m.parent_id or m.key like b.key || '-%')
      where m.id = ${modelId} order by length(b.key) desc limit 1`),
  );
  return row ? Number(row.id) : null;
}

import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { variants } from '@/server/domains/catalog/product.tables';
import type { StaffActor } from '@/server/domains/staff';
import type { Locale } from '@/shared/locales';
import { rebuildFeedsNow } from './feed-schedule';
import { feedExclusions, marketplaces, type Marketplace } from './feeds.tables';

type Ctx = { db: Queryable; now: () => Date; locale: Locale };

export type ListingCategory = { id: number; name: string; depth: number; excludedFrom: Marketplace[] };
export type ExcludedProduct = { productId: number; sku: string; name: string; marketplace: Marketplace };
export type FeedListing = { categories: ListingCategory[]; products: ExcludedProduct[] };

/** The category tree in order (parents before their children) with the marketplaces each is kept off. */
export async function feedListing(ctx: Pick<Ctx, 'db' | 'locale'>): Promise<FeedListing> {
  const categories = rowsOf<{
    id: number;
    parent_id: number | null;
    name: string;
    sort_order: number;
    excluded: Marketplace[] | null;
  }>(
    await ctx.db.execute(sql`
      select x.id, x.parent_id, coalesce(tt.name, x.key) as name, x.sort_order,
        (select array_agg(e.marketplace::text order by e.marketplace) from feed_exclusions e where e.category_id = x.id)
          as excluded
      from taxons x join taxonomies k on k.id = x.taxonomy_id and k.kind = 'category'
      left join taxon_translations tt on tt.taxon_id = x.id and tt.locale = ${ctx.locale}`),
  );
  const children = new Map<number | null, typeof categories>();
  for (const row of categories) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const ordered: ListingCategory[] = [];
  const walk = (parent: number | null, depth: number) => {
    const rows = (children.get(parent) ?? []).sort(
      (a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name),
    );
    for (const row of rows) {
      ordered.push({ id: row.id, name: row.name, depth, excludedFrom: row.excluded ?? [] });
      if (depth < 10) walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  const products = rowsOf<{ product_id: number; sku: string; name: string; marketplace: Marketplace }>(
    await ctx.db.execute(sql`
      select e.product_id, v.sku, coalesce(t.name, v.sku) as name, e.marketplace
      from feed_exclusions e
      join variants v on v.product_id = e.product_id and v.is_master
      left join product_translations t on t.product_id = e.product_id and t.locale = ${ctx.locale}
      where e.product_id is not null
      order by e.marketplace, v.sku`),
  );
  return {
    categories: ordered,
    products: products.map((row) => ({
      productId: row.product_id,
      sku: row.sku,
      name: row.name,
      marketplace: row.marketplace,
    })),
  };
}

export type ListingChange = { marketplace: Marketplace; listed: boolean } & ({ categoryId: number } | { sku: string });
export type ListingError = { code: 'NOT_FOUND' };

export function isMarketplaceName(value: unknown): value is Marketplace {
  return typeof value === 'string' && (marketplaces as readonly string[]).includes(value);
}

async function categoryExists(db: Queryable, id: number): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      select 1 from taxons x join taxonomies k on k.id = x.taxonomy_id and k.kind = 'category' where x.id = ${id}`),
  );
  return rows.length > 0;
}

/**
 * Lists a category (with everything under it) or one product on a marketplace again, or keeps it off; audited,
 * and the feeds are rebuilt at once so that staff see the change.
 */
export async function changeFeedListing(
  ctx: Ctx,
  actor: StaffActor,
  change: ListingChange,
): Promise<{ ok: true } | { ok: false; error: ListingError }> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    let target: { productId: number } | { categoryId: number };
    if ('sku' in change) {
      const [variant] = await tx
        .select({ productId: variants.productId })
        .from(variants)
        .where(eq(variants.sku, change.sku.trim()));
      if (!variant) return { ok: false as const, error: { code: 'NOT_FOUND' as const } };
      target = { productId: variant.productId };
    } else {
      if (!(await categoryExists(tx, change.categoryId)))
        return { ok: false as const, error: { code: 'NOT_FOUND' as const } };
      target = { categoryId: change.categoryId };
    }
    const which =
      'productId' in target
        ? eq(feedExclusions.productId, target.productId)
        : eq(feedExclusions.categoryId, target.categoryId);
    const removed = await tx
      .delete(feedExclusions)
      .where(and(eq(feedExclusions.marketplace, change.marketplace), which))
      .returning({ id: feedExclusions.id });
    if (!change.listed)
      await tx.insert(feedExclusions).values({ marketplace: change.marketplace, ...target, createdAt: now });
    const wasListed = removed.length === 0;
    if (wasListed !== change.listed) {
      await appendAudit(
        tx,
        actor,
        {
          entity: 'productId' in target ? 'feed_product' : 'feed_category',
          entityId: 'productId' in target ? target.productId : target.categoryId,
          action: change.listed ? 'feed-list' : 'feed-exclude',
          before: { marketplace: change.marketplace, listed: wasListed },
          after: { marketplace: change.marketplace, listed: change.listed },
        },
        now,
      );
      await rebuildFeedsNow({ db: tx, now: ctx.now });
    }
    return { ok: true as const };
  });
}

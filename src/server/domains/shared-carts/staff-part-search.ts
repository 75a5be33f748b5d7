import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { products, variants } from '@/server/domains/catalog/product.tables';
import { searchProducts } from '@/server/domains/search';

export type PartToAdd = {
  variantId: number;
  productId: number;
  name: string;
  sku: string;
  mpn: string | null;
  condition: string | null;
  /** Today's price excl. VAT (the sale price when there is one): what a line added now locks. */
  priceCents: number;
  currency: string;
  stockOnHand: number;
  backorderable: boolean;
};

/**
 * Parts for staff to add to a phone order, found with the shop's own search (part numbers, Greeklish, tractor
 * models), each variant of the products found with its price and stock.
 */
export async function partsToAdd(ctx: Pick<DomainContext, 'db' | 'locale'>, term: string): Promise<PartToAdd[]> {
  const cleaned = term.trim().slice(0, 100);
  if (!cleaned) return [];
  const found = await searchProducts(ctx, { term: cleaned, first: 12 });
  if (found.nodes.length === 0) return [];
  const rows = await ctx.db
    .select({
      variantId: variants.id,
      productId: variants.productId,
      sku: variants.sku,
      mpn: variants.mpn,
      priceCents: sql<number>`coalesce(${variants.salePriceCents}, ${variants.priceCents})`,
      currency: variants.currency,
      stockOnHand: variants.stockOnHand,
      backorderable: variants.backorderable,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      and(
        inArray(
          variants.productId,
          found.nodes.map((node) => node.id),
        ),
        eq(products.status, 'active'),
      ),
    )
    .orderBy(asc(variants.position), asc(variants.id));
  const order = new Map(found.nodes.map((node, index) => [node.id, index]));
  const byProduct = new Map(found.nodes.map((node) => [node.id, node]));
  return rows
    .map((row) => {
      const product = byProduct.get(row.productId)!;
      return { ...row, name: product.name, condition: product.condition?.name ?? null };
    })
    .sort((a, b) => order.get(a.productId)! - order.get(b.productId)!);
}

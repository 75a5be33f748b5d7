import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import { vatCents, vatFor, type CheckoutSettings } from '@/server/domains/checkout';
import { localizedPath } from '@/shared/paths';
import type { Marketplace } from './feeds.tables';

/** The language the Greek marketplaces read; Google's feed targets Greece too. */
const feedLocale = 'el' as const;

/** One product as every feed describes it: the facts, already in the marketplaces' terms. */
export type FeedItem = {
  id: string;
  sku: string;
  /** The product's name; a used part's says so (the marketplaces' rule for second-hand goods). */
  title: string;
  description: string;
  link: string;
  image: string;
  categoryPath: string[];
  /** The part's maker (the product's own brand link), never the brand of the tractors it fits. */
  manufacturer: string;
  mpn: string | null;
  condition: 'new' | 'used';
  quantity: number;
  inStock: boolean;
  priceWithVatCents: number;
  vatPercent: number;
  currency: string;
  weightGrams: number | null;
};

type Row = {
  id: number;
  sku: string;
  mpn: string | null;
  name: string;
  slug: string;
  description: string;
  price_cents: number;
  sale_price_cents: number | null;
  currency: string;
  stock_on_hand: number;
  backorderable: boolean;
  weight_grams: number | null;
  image: string | null;
  brand: string | null;
  condition_key: string | null;
  condition_name: string | null;
  category_id: number | null;
};

type Category = { id: number; parentId: number | null; name: string };

/** Active products that can be bought now (in stock, or backorderable), with their first picture and links. */
async function sellableRows(db: Queryable, marketplace: Marketplace): Promise<Row[]> {
  const firstOf = (kind: string, column: string) =>
    sql.raw(`(
      select ${column} from product_taxons pt
      join taxons x on x.id = pt.taxon_id
      join taxonomies k on k.id = x.taxonomy_id and k.kind = '${kind}'
      left join taxon_translations tt on tt.taxon_id = x.id and tt.locale = '${feedLocale}'
      where pt.product_id = p.id order by pt.position limit 1)`);
  return rowsOf<Row>(
    await db.execute(sql`
      select p.id, v.sku, v.mpn, t.name, t.slug, t.description, v.price_cents, v.sale_price_cents, v.currency,
        v.stock_on_hand, v.backorderable, v.weight_grams,
        (select i.path from images i where i.product_id = p.id and (i.variant_id is null or i.variant_id = v.id)
          order by i.position, i.id limit 1) as image,
        ${firstOf('brand', 'tt.name')} as brand,
        ${firstOf('condition', 'x.key')} as condition_key,
        ${firstOf('condition', 'tt.name')} as condition_name,
        ${firstOf('category', 'x.id')} as category_id
      from products p
      join variants v on v.product_id = p.id and v.is_master
      join product_translations t on t.product_id = p.id and t.locale = ${feedLocale}
      where p.status = 'active' and (v.stock_on_hand > 0 or v.backorderable)
        and not exists (
          select 1 from feed_exclusions e where e.marketplace = ${marketplace} and e.product_id = p.id)
      order by p.id`),
  );
}

async function categories(db: Queryable): Promise<Map<number, Category>> {
  const rows = rowsOf<{ id: number; parent_id: number | null; name: string }>(
    await db.execute(sql`
      select x.id, x.parent_id, coalesce(tt.name, x.key) as name
      from taxons x join taxonomies k on k.id = x.taxonomy_id and k.kind = 'category'
      left join taxon_translations tt on tt.taxon_id = x.id and tt.locale = ${feedLocale}`),
  );
  return new Map(rows.map((row) => [row.id, { id: row.id, parentId: row.parent_id, name: row.name }]));
}

/** The category and its parents, from the top down. */
function pathOf(tree: Map<number, Category>, id: number | null): Category[] {
  const path: Category[] = [];
  let at = id === null ? undefined : tree.get(id);
  // A cycle in bad data must not hang the build: no category tree is 20 deep.
  while (at && path.length < 20) {
    path.unshift(at);
    at = at.parentId === null ? undefined : tree.get(at.parentId);
  }
  return path;
}

/** "Αντλία νερού Kubota" → "Αντλία νερού Kubota (Μεταχειρισμένο)", unless the name already says so. */
export function usedTitle(name: string, conditionName: string): string {
  const stem = conditionName.toLocaleLowerCase(feedLocale).slice(0, Math.max(4, conditionName.length - 2));
  return name.toLocaleLowerCase(feedLocale).includes(stem) ? name : `${name} (${conditionName})`;
}

export type FeedSources = { db: Queryable; checkout: CheckoutSettings; siteUrl: string };

/**
 * What a marketplace's feed lists now: every sellable product that staff did not keep off it (itself, or a category
 * above it). Prices include the home country's VAT, decided by the shop's one VAT rule.
 */
export async function feedItems(sources: FeedSources, marketplace: Marketplace): Promise<FeedItem[]> {
  const [rows, tree, excluded] = await Promise.all([
    sellableRows(sources.db, marketplace),
    categories(sources.db),
    rowsOf<{ category_id: number }>(
      await sources.db.execute(
        sql`select category_id from feed_exclusions where marketplace = ${marketplace} and category_id is not null`,
      ),
    ),
  ]);
  const excludedIds = new Set(excluded.map((row) => row.category_id));
  const vat = vatFor(sources.checkout, {
    country: sources.checkout.homeCountry,
    isBusiness: false,
    vatNumberVerified: false,
  });
  return rows.flatMap((row): FeedItem[] => {
    const path = pathOf(tree, row.category_id);
    if (path.some((category) => excludedIds.has(category.id))) return [];
    const used = row.condition_key === 'used';
    const net = row.sale_price_cents ?? row.price_cents;
    return [
      {
        id: String(row.id),
        sku: row.sku,
        title: used ? usedTitle(row.name, row.condition_name ?? 'Μεταχειρισμένο') : row.name,
        description: row.description,
        link: `${sources.siteUrl}${localizedPath(feedLocale, `/product/${row.slug}`)}`,
        // Every marketplace requires a picture; a product without its own shows the shop's drawing of a part.
        image: `${sources.siteUrl}${row.image ? `/uploads/${row.image}` : '/placeholder-part.svg'}`,
        categoryPath: path.map((category) => category.name),
        manufacturer: row.brand ?? 'OEM',
        mpn: row.mpn,
        condition: used ? 'used' : 'new',
        quantity: row.stock_on_hand,
        inStock: row.stock_on_hand > 0,
        priceWithVatCents: net + vatCents(net, vat.ratePercent),
        vatPercent: vat.ratePercent,
        currency: row.currency,
        weightGrams: row.weight_grams,
      },
    ];
  });
}

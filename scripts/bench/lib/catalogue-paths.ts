import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db/client';

/** Every active product's page in both languages (`/product/<slug>` and `/en/product/<slug>`), as the shop links it. */
export async function productPagePaths(db: Queryable): Promise<string[]> {
  return rowsOf<{ slug: string; locale: string }>(
    await db.execute(
      sql`select t.slug, t.locale from product_translations t join products p on p.id = t.product_id where p.status = 'active' order by t.product_id, t.locale`,
    ),
  ).map((row) => `${row.locale === 'en' ? '/en' : ''}/product/${encodeURIComponent(row.slug)}`);
}

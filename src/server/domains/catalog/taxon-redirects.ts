import 'server-only';
import { sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';
import type { TaxonomyKind } from './taxonomy.tables';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

/**
 * Where an address a kind's page does not know should go, as a product's old slug does: the taxon's current slug in
 * the context's language when `slug` is one it had before a rename (`taxon_slug_history`) or its slug in the other
 * language; null when no taxon of the kind ever had it (the page is then not found).
 */
export async function taxonRedirect(ctx: Ctx, kind: TaxonomyKind, slug: string): Promise<string | null> {
  const [found] = rowsOf<{ slug: string }>(
    await ctx.db.execute(sql`
      with owner as (
        select h.taxon_id from taxon_slug_history h join taxonomies k on k.id = h.taxonomy_id
        where k.kind = ${kind} and h.slug = ${slug}
        union all
        select t.taxon_id from taxon_translations t join taxons x on x.id = t.taxon_id
          join taxonomies k on k.id = x.taxonomy_id
        where k.kind = ${kind} and t.slug = ${slug} and t.locale <> ${ctx.locale}
      )
      select t.slug from owner join taxon_translations t on t.taxon_id = owner.taxon_id and t.locale = ${ctx.locale}
      where t.slug <> ${slug}
      limit 1`),
  );
  return found?.slug ?? null;
}

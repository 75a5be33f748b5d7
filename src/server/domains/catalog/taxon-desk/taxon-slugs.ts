import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import { locales, type Locale } from '@/shared/locales';

/**
 * A slug that a rename changes is kept as a redirect to this taxon (as a product's and a content page's are); a
 * slug in use again (by this taxon or another of its kind) stops redirecting. Call before the new texts are written.
 */
export async function rememberOldTaxonSlugs(
  tx: Queryable,
  taxonomyId: number,
  taxonId: number,
  next: Record<Locale, { slug: string }>,
) {
  const before = rowsOf<{ locale: Locale; slug: string }>(
    await tx.execute(sql`select locale, slug from taxon_translations where taxon_id = ${taxonId}`),
  );
  for (const { locale, slug } of before)
    if (slug !== next[locale].slug)
      await tx.execute(sql`
        insert into taxon_slug_history (taxonomy_id, locale, slug, taxon_id)
        values (${taxonomyId}, ${locale}, ${slug}, ${taxonId})
        on conflict (taxonomy_id, locale, slug) do update set taxon_id = excluded.taxon_id`);
  for (const locale of locales)
    await tx.execute(sql`
      delete from taxon_slug_history
      where taxonomy_id = ${taxonomyId} and locale = ${locale} and slug = ${next[locale].slug}`);
}

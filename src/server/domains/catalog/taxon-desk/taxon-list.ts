import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { EditableTaxonomyKind } from '@/shared/taxon-desk-rules';
import type { TaxonAttributes } from '../taxonomy.tables';

export type TaxonRow = {
  id: number;
  key: string;
  parentId: number | null;
  /** 0 for a top entry; a model under its maker's group is 1. */
  depth: number;
  /** What the rename form sends back: a save of an older version is refused. */
  version: number;
  el: { name: string; slug: string; excerpt: string };
  en: { name: string; slug: string; excerpt: string };
  aliases: string[];
  years: string;
  hp: number | null;
  /** The stored picture (below the public uploads), null when it has none. */
  imagePath: string | null;
  products: number;
};

/** One kind's taxons as a tree read top down (each under its parent, in order), with both languages and use. */
export async function listTaxons(db: Queryable, kind: EditableTaxonomyKind): Promise<TaxonRow[]> {
  const rows = rowsOf<{
    id: number;
    key: string;
    parent_id: number | null;
    depth: number;
    version: number;
    image_path: string | null;
    attributes: TaxonAttributes;
    texts: { locale: 'el' | 'en'; name: string; slug: string; excerpt: string | null }[] | null;
    products: number;
  }>(
    await db.execute(sql`
      with recursive tree as (
        select x.id, 0 as depth, array[x.sort_order, x.id] as path from taxons x
        join taxonomies k on k.id = x.taxonomy_id where k.kind = ${kind} and x.parent_id is null
        union all
        select x.id, tree.depth + 1, tree.path || array[x.sort_order, x.id] from taxons x
        join tree on x.parent_id = tree.id
      )
      select x.id, x.key, x.parent_id, tree.depth, x.version, x.image_path, x.attributes,
        (select json_agg(json_build_object('locale', t.locale, 'name', t.name, 'slug', t.slug, 'excerpt', t.excerpt))
           from taxon_translations t where t.taxon_id = x.id) as texts,
        (select count(*)::int from product_taxons p where p.taxon_id = x.id) as products
      from tree join taxons x on x.id = tree.id
      order by tree.path`),
  );
  return rows.map((row) => {
    const text = (locale: 'el' | 'en') => {
      const found = row.texts?.find((each) => each.locale === locale);
      return { name: found?.name ?? '', slug: found?.slug ?? '', excerpt: found?.excerpt ?? '' };
    };
    return {
      id: Number(row.id),
      key: row.key,
      parentId: row.parent_id === null ? null : Number(row.parent_id),
      depth: Number(row.depth),
      version: Number(row.version),
      el: text('el'),
      en: text('en'),
      aliases: row.attributes.aliases ?? [],
      years: row.attributes.years ?? '',
      hp: row.attributes.hp ?? null,
      imagePath: row.image_path,
      products: Number(row.products),
    };
  });
}

/** One taxon's row as the page lists it (for the audit's before and after); null when it is not of that kind. */
export async function taxonRowOf(db: Queryable, kind: EditableTaxonomyKind, taxonId: number) {
  return (await listTaxons(db, kind)).find((row) => row.id === taxonId) ?? null;
}

import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { Callout } from '@/shared/diagram-desk-rules';
import type { Locale } from '@/shared/locales';
import { products, productTranslations, variants } from '../product.tables';

type Titles = Record<Locale, { title: string }>;

export type DiagramModel = {
  id: number;
  name: string;
  brand: string;
  diagrams: { id: number; code: string; title: string; callouts: number }[];
};

/**
 * Every tractor model under its maker (the model tree's top entries are the makers' groups, as the parts catalogue
 * reads them), in shop order, with its diagrams' sections, for the list page.
 */
export async function listDiagramModels(db: Queryable, locale: Locale): Promise<DiagramModel[]> {
  const rows = rowsOf<{ id: number; name: string; brand: string; diagrams: DiagramModel['diagrams'] | null }>(
    await db.execute(sql`
      select x.id, coalesce(xt.name, x.key) as name, coalesce(gt.name, g.key) as brand,
        (select json_agg(json_build_object('id', d.id, 'code', d.code, 'title', coalesce(dt.title, d.code),
                  'callouts', (select count(distinct h.ref_no)::int from diagram_hotspots h where h.diagram_id = d.id))
                order by d.sort_order, d.code)
           from diagrams d
           left join diagram_translations dt on dt.diagram_id = d.id and dt.locale = ${locale}
          where d.model_taxon_id = x.id) as diagrams
      from taxons x
      join taxonomies k on k.id = x.taxonomy_id and k.kind = 'model'
      left join taxon_translations xt on xt.taxon_id = x.id and xt.locale = ${locale}
      join taxons g on g.id = x.parent_id
      left join taxon_translations gt on gt.taxon_id = g.id and gt.locale = ${locale}
      order by g.sort_order, g.key, x.sort_order, x.key`),
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), diagrams: row.diagrams ?? [] }));
}

export type SectionChoice = { code: string } & Titles;

/** The sections the catalogue's diagrams have (engine block, fuel system, ...), each code once, with its titles. */
export async function sectionChoices(db: Queryable): Promise<SectionChoice[]> {
  const rows = rowsOf<{ code: string; el: string; en: string }>(
    await db.execute(sql`
      select distinct on (d.code) d.code,
        coalesce(el.title, d.code) as el, coalesce(en.title, d.code) as en
      from diagrams d
      left join diagram_translations el on el.diagram_id = d.id and el.locale = 'el'
      left join diagram_translations en on en.diagram_id = d.id and en.locale = 'en'
      order by d.code, d.id`),
  );
  return rows.map((row) => ({ code: row.code, el: { title: row.el }, en: { title: row.en } }));
}

export type DiagramState = {
  id: number;
  version: number;
  modelTaxonId: number;
  modelName: string;
  code: string;
  /** Where the storefront serves the drawing. */
  image: string;
  imagePath: string;
  callouts: Callout[];
} & Titles;

/** A diagram as the editor loads it: titles, drawing, and each callout with its position and part lines. */
export async function loadDiagram(db: Queryable, id: number, locale: Locale = 'el'): Promise<DiagramState | null> {
  const [row] = rowsOf<{
    id: number;
    version: number;
    model_taxon_id: number;
    model_name: string;
    code: string;
    image_path: string;
    title_el: string | null;
    title_en: string | null;
    refs: { ref: number; mpn: string; qty: number }[] | null;
    spots: { ref: number; x: number; y: number }[] | null;
  }>(
    await db.execute(sql`
      select d.id, d.version, d.model_taxon_id, coalesce(xt.name, x.key) as model_name, d.code, d.image_path,
        (select title from diagram_translations t where t.diagram_id = d.id and t.locale = 'el') as title_el,
        (select title from diagram_translations t where t.diagram_id = d.id and t.locale = 'en') as title_en,
        (select json_agg(json_build_object('ref', r.ref_no, 'mpn', r.mpn, 'qty', r.quantity) order by r.ref_no, r.mpn)
           from diagram_refs r where r.diagram_id = d.id) as refs,
        (select json_agg(json_build_object('ref', h.ref_no, 'x', h.x, 'y', h.y) order by h.ref_no, h.id)
           from diagram_hotspots h where h.diagram_id = d.id) as spots
      from diagrams d
      join taxons x on x.id = d.model_taxon_id
      left join taxon_translations xt on xt.taxon_id = x.id and xt.locale = ${locale}
      where d.id = ${id}`),
  );
  if (!row) return null;
  const refNos = [...new Set([...(row.refs ?? []), ...(row.spots ?? [])].map((each) => Number(each.ref)))];
  const callouts = refNos
    .sort((a, b) => a - b)
    .map((ref) => {
      const spot = row.spots?.find((each) => Number(each.ref) === ref);
      return {
        ref,
        x: spot ? Number(spot.x) : 50,
        y: spot ? Number(spot.y) : 50,
        lines: (row.refs ?? [])
          .filter((each) => Number(each.ref) === ref)
          .map((each) => ({ mpn: each.mpn, qty: Number(each.qty) })),
      };
    });
  return {
    id: Number(row.id),
    version: Number(row.version),
    modelTaxonId: Number(row.model_taxon_id),
    modelName: row.model_name,
    code: row.code,
    image: `/uploads/${row.image_path}`,
    imagePath: row.image_path,
    el: { title: row.title_el ?? '' },
    en: { title: row.title_en ?? '' },
    callouts,
  };
}

export type PartMatch = { productId: number; sku: string; name: string; status: string };

/**
 * The catalogue's products under each part number, matched as the parts catalogue matches them (the variant's
 * mpn, exactly); a number with none is "not in the catalogue" (bolts and washers are not sold on their own).
 */
export async function partMatches(db: Queryable, mpns: string[], locale: Locale): Promise<Record<string, PartMatch[]>> {
  const wanted = [...new Set(mpns.map((mpn) => mpn.trim()).filter(Boolean))].slice(0, 500);
  const found: Record<string, PartMatch[]> = Object.fromEntries(wanted.map((mpn) => [mpn, []]));
  if (wanted.length === 0) return found;
  const rows = await db
    .select({
      mpn: variants.mpn,
      productId: variants.productId,
      sku: variants.sku,
      name: productTranslations.name,
      status: products.status,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
    )
    .where(inArray(variants.mpn, wanted))
    .orderBy(variants.mpn, sql`(${products.status} = 'active') desc`, variants.sku);
  for (const row of rows)
    found[row.mpn!]?.push({ productId: row.productId, sku: row.sku, name: row.name ?? row.sku, status: row.status });
  return found;
}

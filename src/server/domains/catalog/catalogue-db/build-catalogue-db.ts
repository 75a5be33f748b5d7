import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type {
  CatalogueBrand,
  CatalogueBrandFile,
  CatalogueIndex,
  CatalogueModel,
  CatalogueModelFile,
  CatalogueSection,
} from '@/shared/catalogue-db';
import { modelSlug } from '@/shared/catalogue-db';
import type { Locale } from '@/shared/locales';
import type { TaxonAttributes } from '../taxonomy.tables';
import { hashedName } from './hashed-name';

/** A file of the catalogue database: its hashed name and its JSON text. */
export type CatalogueDbFile = { name: string; json: string };
export type CatalogueDb = { index: CatalogueDbFile; files: CatalogueDbFile[] };

type ModelRow = {
  key: string;
  brand: string;
  brand_name: string;
  country: string | null;
  attributes: TaxonAttributes;
  engine_code: string | null;
  parts: number;
};
type SectionRow = {
  model: string;
  code: string;
  image: string;
  title_el: string;
  title_en: string;
  refs: { ref: number; mpn: string; qty: number; x: number | null; y: number | null; skus: string[] | null }[];
};

/** Reads the tractor models, their diagrams and the products sold under each reference, and lays them out as files. */
export async function buildCatalogueDb(db: Queryable): Promise<CatalogueDb> {
  const [models, sections] = await Promise.all([readModels(db), readSections(db)]);
  const sectionsOf = Map.groupBy(sections, (row) => row.model);
  const files: CatalogueDbFile[] = [];
  const emit = (base: string, content: unknown) => {
    const json = JSON.stringify(content);
    const file = { name: hashedName(base, json), json };
    files.push(file);
    return file.name;
  };

  const brands: CatalogueBrand[] = [];
  for (const [brand, rows] of Map.groupBy(models, (row) => row.brand)) {
    const entries = rows.map((row) => {
      const modelSections = (sectionsOf.get(row.key) ?? []).map(toSection);
      const model: CatalogueModel = {
        key: row.key,
        brand,
        model: row.attributes.model ?? row.key,
        aliases: row.attributes.aliases ?? [],
        slug: modelSlug(brand, row.key),
        years: row.attributes.years ?? null,
        hp: row.attributes.hp ?? null,
        engine: row.engine_code,
        parts: Number(row.parts),
        sections: modelSections.length,
        file: null,
      };
      if (modelSections.length > 0)
        model.file = emit(`model-${row.key}`, {
          model,
          brandName: rows[0]!.brand_name,
          sections: modelSections,
        } satisfies CatalogueModelFile);
      return model;
    });
    const file = emit(`brand-${brand}`, {
      brand: { key: brand, name: rows[0]!.brand_name },
      models: entries,
    } satisfies CatalogueBrandFile);
    brands.push({
      key: brand,
      name: rows[0]!.brand_name,
      country: rows[0]!.country,
      models: entries.length,
      diagramModels: entries.filter((entry) => entry.file).length,
      file,
    });
  }
  const indexJson = JSON.stringify({ brands } satisfies CatalogueIndex);
  return { index: { name: hashedName('index', indexJson), json: indexJson }, files };
}

function toSection(row: SectionRow): CatalogueSection {
  const title: Record<Locale, string> = { el: row.title_el, en: row.title_en };
  return {
    code: row.code,
    title,
    image: `/uploads/${row.image}`,
    refs: row.refs.map((ref) => ({ ...ref, skus: ref.skus ?? [] })),
  };
}

/** Tractor models grouped under their maker (the model tree's brand groups), makers and models in shop order. */
async function readModels(db: Queryable): Promise<ModelRow[]> {
  return rowsOf<ModelRow>(
    await db.execute(sql`
      with fits as (
        select m, count(*)::int as parts from search_documents d, unnest(d.model_ids) as m where d.active group by m
      )
      select x.key, g.key as brand, gt.name as brand_name, b.attributes->>'country' as country, x.attributes,
        et.name as engine_code, coalesce(f.parts, 0) as parts
      from taxons x
      join taxonomies k on k.id = x.taxonomy_id and k.kind = 'model'
      join taxons g on g.id = x.parent_id
      join taxon_translations gt on gt.taxon_id = g.id and gt.locale = 'en'
      left join taxonomies bk on bk.kind = 'brand'
      left join taxons b on b.taxonomy_id = bk.id and b.key = g.key
      left join taxonomies ek on ek.kind = 'engine'
      left join taxons e on e.taxonomy_id = ek.id and e.key = x.attributes->>'engine'
      left join taxon_translations et on et.taxon_id = e.id and et.locale = 'en'
      left join fits f on f.m = x.id
      order by g.sort_order, g.key, x.sort_order, x.key`),
  );
}

/** Every diagram with its titles and references; each reference with its callout and the SKUs sold under its number. */
async function readSections(db: Queryable): Promise<SectionRow[]> {
  return rowsOf<SectionRow>(
    await db.execute(sql`
      select x.key as model, d.code, d.image_path as image,
        (select title from diagram_translations t where t.diagram_id = d.id and t.locale = 'el') as title_el,
        (select title from diagram_translations t where t.diagram_id = d.id and t.locale = 'en') as title_en,
        coalesce((
          select json_agg(json_build_object(
            'ref', r.ref_no, 'mpn', r.mpn, 'qty', r.quantity,
            'x', h.x, 'y', h.y,
            'skus', (select json_agg(v.sku order by v.sku) from variants v join products p on p.id = v.product_id
                     where v.mpn = r.mpn and p.status = 'active')
          ) order by r.ref_no, r.mpn)
          from diagram_refs r
          left join lateral (select h.x, h.y from diagram_hotspots h where h.diagram_id = d.id and h.ref_no = r.ref_no order by h.id limit 1) h on true
          where r.diagram_id = d.id
        ), '[]'::json) as refs
      from diagrams d
      join taxons x on x.id = d.model_taxon_id
      order by x.key, d.sort_order, d.code`),
  );
}

import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { FileStorage } from '@/server/storage';
import { formatCentsAsDecimal } from './export-format';

/** The files an export writes, in the import format; content (features, pages) is optional there and left out. */
export const exportedFiles = [
  'brands.csv',
  'categories.csv',
  'models.csv',
  'engines.csv',
  'rotovators.csv',
  'products.csv',
  'diagrams.csv',
  'diagram_hotspots.csv',
] as const;
export type ExportedFile = (typeof exportedFiles)[number];

const productColumns = [
  'sku', 'mpn', 'slug_el', 'slug_en', 'name_el', 'name_en', 'description_el', 'description_en', 'brand', 'category',
  'condition', 'price', 'free', 'sale_price', 'stock', 'backorderable', 'status', 'models', 'engines', 'rotovators',
  'country', 'warranty', 'weight_kg', 'superseded', 'featured', 'images',
]; // prettier-ignore

type Row = Record<string, string | number | null | undefined>;
const csv = (rows: Row[], columns: string[], header: boolean) =>
  stringify(rows, { header, columns, record_delimiter: '\r\n' });

/** Taxons of one kind, in their order, with their parent's key and both languages. */
const taxonRows = (db: Queryable, kind: string) =>
  db.execute(sql`
    select t.key, parent.key as parent, t.sort_order as sort, t.attributes, el.name as name_el, en.name as name_en,
      el.excerpt as excerpt_el, en.excerpt as excerpt_en
    from taxons t join taxonomies x on x.id = t.taxonomy_id and x.kind = ${kind}
    left join taxons parent on parent.id = t.parent_id
    left join taxon_translations el on el.taxon_id = t.id and el.locale = 'el'
    left join taxon_translations en on en.taxon_id = t.id and en.locale = 'en'
    order by t.sort_order, t.id`);

/**
 * Writes the whole catalogue to `dir` in the import format (README, "Import and export"), so that importing the
 * folder again changes nothing. `only`: just these files (a partial upload is completed with the shop's own).
 * Products are read and written 5 000 at a time. The stock column is each variant's catalogue figure (what the last
 * import set; the shelf's count for a variant never imported), by the re-import rule: an import applies its figure
 * as a change against that one, so re-importing an export moves no stock and sales stay sold.
 */
export async function exportCatalogue(
  db: Queryable,
  files: FileStorage,
  dir: string,
  only: readonly ExportedFile[] = exportedFiles,
): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const write = (file: string, text: string) => fs.writeFile(path.join(dir, file), text);
  const wants = (file: ExportedFile) => only.includes(file);
  type Taxon = Row & { attributes: Record<string, unknown>; parent: string | null };
  const of = async (kind: string) => rowsOf<Taxon>(await taxonRows(db, kind));
  if (wants('brands.csv'))
    await write(
      'brands.csv',
      csv(
        (await of('brand')).map((t) => ({
          slug: t.key,
          name: t.name_el,
          kind: String(t.attributes.brandKind ?? ''),
          country: String(t.attributes.country ?? ''),
        })),
        ['slug', 'name', 'kind', 'country'],
        true,
      ),
    );
  if (wants('categories.csv'))
    await write(
      'categories.csv',
      csv(
        (await of('category')).map((t) => ({
          slug: t.key,
          parent: t.parent ?? '',
          name_el: t.name_el,
          name_en: t.name_en,
          excerpt_el: t.excerpt_el ?? '',
          excerpt_en: t.excerpt_en ?? '',
          sort: t.sort,
        })),
        ['slug', 'parent', 'name_el', 'name_en', 'excerpt_el', 'excerpt_en', 'sort'],
        true,
      ),
    );
  // Compatibility entries sit under their maker's group (a derived taxon without a parent): those are left out.
  const entries = async (kind: string) => (await of(kind)).filter((t) => t.parent !== null);
  if (wants('models.csv'))
    await write(
      'models.csv',
      csv(
        (await entries('model')).map(({ key, parent, attributes: a }) => ({
          slug: key,
          brand: parent,
          model: String(a.model ?? ''),
          aliases: ((a.aliases as string[] | undefined) ?? []).join('|'),
          engine: String(a.engine ?? ''),
          years: String(a.years ?? ''),
          hp: a.hp === undefined ? '' : String(a.hp),
        })),
        ['slug', 'brand', 'model', 'aliases', 'engine', 'years', 'hp'],
        true,
      ),
    );
  if (wants('engines.csv'))
    await write(
      'engines.csv',
      csv(
        (await entries('engine')).map(({ key, parent, attributes: a }) => ({
          slug: key,
          brand: parent,
          code: String(a.code ?? ''),
          cylinders: String(a.cylinders ?? ''),
          fuel: String(a.fuel ?? ''),
        })),
        ['slug', 'brand', 'code', 'cylinders', 'fuel'],
        true,
      ),
    );
  if (wants('rotovators.csv'))
    await write(
      'rotovators.csv',
      csv(
        (await entries('rotovator')).map(({ key, parent, attributes: a }) => ({
          slug: key,
          brand: parent,
          model: String(a.model ?? ''),
        })),
        ['slug', 'brand', 'model'],
        true,
      ),
    );
  if (wants('products.csv')) await exportProducts(db, path.join(dir, 'products.csv'));
  if (wants('diagrams.csv') || wants('diagram_hotspots.csv')) await exportDiagrams(db, files, dir, only);
}

async function exportProducts(db: Queryable, file: string) {
  const handle = await fs.open(file, 'w');
  try {
    await handle.write(csv([], productColumns, true));
    for (let after = 0; ;) {
      const rows = rowsOf<Row & { id: number }>(
        await db.execute(sql`
          select p.id, v.sku, v.mpn, el.slug as slug_el, en.slug as slug_en, el.name as name_el, en.name as name_en,
            el.description as description_el, en.description as description_en,
            (select t.key from product_taxons pt join taxons t on t.id = pt.taxon_id join taxonomies x on x.id = t.taxonomy_id
              where pt.product_id = p.id and x.kind = 'brand' order by pt.position limit 1) as brand,
            (select t.key from product_taxons pt join taxons t on t.id = pt.taxon_id join taxonomies x on x.id = t.taxonomy_id
              where pt.product_id = p.id and x.kind = 'category' order by pt.position limit 1) as category,
            (select t.key from product_taxons pt join taxons t on t.id = pt.taxon_id join taxonomies x on x.id = t.taxonomy_id
              where pt.product_id = p.id and x.kind = 'condition' order by pt.position limit 1) as condition,
            ${fitting('model')} as models, ${fitting('engine')} as engines, ${fitting('rotovator')} as rotovators,
            v.price_cents, v.sale_price_cents, coalesce(v.imported_stock, v.stock_on_hand) as stock, v.backorderable,
            p.status::text as status, v.weight_grams, p.featured,
            (select pp.value from product_properties pp join properties pr on pr.id = pp.property_id
              where pp.product_id = p.id and pr.key = 'country' and pp.locale = 'el' limit 1) as country,
            (select w.duration_months from product_warranties pw join warranty_options w on w.id = pw.warranty_option_id
              where pw.product_id = p.id limit 1) as warranty,
            (select string_agg(s.mpn, '|' order by s.position) from superseded_numbers s where s.product_id = p.id)
              as superseded,
            (select string_agg(substr(i.path, 10), '|' order by i.position) from images i
              where i.product_id = p.id and i.path like 'products/%') as images
          from products p
          join variants v on v.product_id = p.id and v.is_master
          left join product_translations el on el.product_id = p.id and el.locale = 'el'
          left join product_translations en on en.product_id = p.id and en.locale = 'en'
          where p.id > ${after}
          order by p.id
          limit 5000`),
      );
      if (rows.length === 0) break;
      after = Number(rows.at(-1)!.id);
      await handle.write(csv(rows.map(productRow), productColumns, false));
    }
  } finally {
    await handle.close();
  }
}

const fitting = (kind: string) => sql`(
  select string_agg(t.key, '|' order by pt.position) from product_taxons pt
  join taxons t on t.id = pt.taxon_id join taxonomies x on x.id = t.taxonomy_id
  where pt.product_id = p.id and x.kind = ${kind})`;

function productRow(row: Row): Row {
  const price = Number(row.price_cents);
  const grams = row.weight_grams === null ? null : Number(row.weight_grams);
  const months = row.warranty === null ? null : Number(row.warranty);
  return {
    ...row,
    price: formatCentsAsDecimal(price),
    free: price === 0 ? 'true' : 'false',
    sale_price: row.sale_price_cents === null ? '' : formatCentsAsDecimal(Number(row.sale_price_cents)),
    backorderable: String(row.backorderable),
    featured: String(row.featured),
    warranty: months === null ? '' : `${months} ${months === 1 ? 'month' : 'months'}`,
    weight_kg: grams === null ? '' : (grams / 1000).toFixed(3).replace(/\.?0+$/, ''),
    models: row.models ?? '',
    engines: row.engines ?? '',
    rotovators: row.rotovators ?? '',
    superseded: row.superseded ?? '',
    images: row.images ?? '',
  };
}

async function exportDiagrams(db: Queryable, files: FileStorage, dir: string, only: readonly ExportedFile[]) {
  const diagrams = rowsOf<Row & { id: number; image: string }>(
    await db.execute(sql`
      select d.id, t.key as model, d.code, el.title as title_el, en.title as title_en, d.image_path as image,
        (select string_agg(r.ref_no || ':' || r.mpn || ':' || r.quantity, '|' order by r.ref_no, r.mpn)
          from diagram_refs r where r.diagram_id = d.id) as refs
      from diagrams d join taxons t on t.id = d.model_taxon_id
      left join diagram_translations el on el.diagram_id = d.id and el.locale = 'el'
      left join diagram_translations en on en.diagram_id = d.id and en.locale = 'en'
      order by d.sort_order, d.id`),
  );
  const hotspots = rowsOf<Row>(
    await db.execute(sql`
      select t.key as model, d.code, h.ref_no as ref, h.x, h.y
      from diagram_hotspots h join diagrams d on d.id = h.diagram_id join taxons t on t.id = d.model_taxon_id
      order by d.sort_order, d.id, h.id`),
  );
  const oneDecimal = (value: unknown) => Number(value).toFixed(1);
  if (only.includes('diagrams.csv'))
    await fs.writeFile(
      path.join(dir, 'diagrams.csv'),
      csv(
        diagrams.map((row) => ({ ...row, refs: row.refs ?? '' })),
        ['model', 'code', 'title_el', 'title_en', 'image', 'refs'],
        true,
      ),
    );
  if (only.includes('diagram_hotspots.csv'))
    await fs.writeFile(
      path.join(dir, 'diagram_hotspots.csv'),
      csv(
        hotspots.map((row) => ({ ...row, x: oneDecimal(row.x), y: oneDecimal(row.y) })),
        ['model', 'code', 'ref', 'x', 'y'],
        true,
      ),
    );
  // The drawings travel with the files that name them: an import checks that each one is there.
  for (const { image } of diagrams) {
    const stored = await files.get(image);
    if (!stored) continue;
    await fs.mkdir(path.dirname(path.join(dir, image)), { recursive: true });
    await fs.writeFile(path.join(dir, image), stored.bytes);
  }
}

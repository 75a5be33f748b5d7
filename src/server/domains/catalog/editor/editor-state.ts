import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { ProductEditorInput } from '@/shared/product-editor-rules';

/** A variant as the editor shows it: its form values, and its stock (shown only: it moves through the ledger). */
export type EditorVariant = ProductEditorInput['variants'][number] & { stock: number; isMaster: boolean };

export type EditorPhoto = {
  id: number;
  path: string;
  width: number | null;
  height: number | null;
  alt: { el: string; en: string };
};

/** The editor's form for a product as it is now, with what the form only shows. */
export type ProductEditorState = Omit<ProductEditorInput, 'variants'> & {
  id: number;
  version: number;
  variants: EditorVariant[];
  photos: EditorPhoto[];
};

const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** The product's editor values, in a fixed number of queries; null when there is no such product. */
export async function loadEditorState(db: Queryable, productId: number): Promise<ProductEditorState | null> {
  const [product] = rowsOf<{ id: number; status: string; version: number; shelf_location: string | null }>(
    await db.execute(sql`select id, status, version, shelf_location from products where id = ${productId}`),
  );
  if (!product) return null;
  // One after another: a save reads the state back inside its transaction, whose one connection runs one statement at
  // a time (node-postgres queues concurrent ones, deprecated, to be refused by pg 9).
  const statements = [
    sql`select locale, name, slug, description from product_translations where product_id = ${productId}`,
    sql`
      select x.id, k.kind from product_taxons pt join taxons x on x.id = pt.taxon_id join taxonomies k on k.id = x.taxonomy_id
      where pt.product_id = ${productId} order by pt.position, x.id`,
    sql`
      select id, is_master, sku, mpn, price_cents, sale_price_cents, weight_grams, backorderable, stock_on_hand
      from variants where product_id = ${productId} order by is_master desc, position, id`,
    sql`select mpn from superseded_numbers where product_id = ${productId} order by position, mpn`,
    sql`
      select pp.property_id, p.kind, pp.locale, pp.value from product_properties pp join properties p on p.id = pp.property_id
      where pp.product_id = ${productId} order by p.position, pp.position`,
    sql`select warranty_option_id as id from product_warranties where product_id = ${productId}`,
    sql`
      select i.id, i.path, i.width, i.height, el.alt as alt_el, en.alt as alt_en from images i
      left join image_translations el on el.image_id = i.id and el.locale = 'el'
      left join image_translations en on en.image_id = i.id and en.locale = 'en'
      where i.product_id = ${productId} order by i.position, i.id`,
  ];
  const results = [];
  for (const statement of statements) results.push(await db.execute(statement));
  const [texts, taxons, variants, superseded, properties, warranties, photos] = results;
  const text = (locale: string) => {
    const row = rowsOf<{ locale: string; name: string; slug: string; description: string }>(texts).find(
      (each) => each.locale === locale,
    );
    return { name: row?.name ?? '', slug: row?.slug ?? '', description: row?.description ?? '' };
  };
  const taxonRows = rowsOf<{ id: number; kind: string }>(taxons);
  const ofKind = (kind: string) => taxonRows.filter((row) => row.kind === kind).map((row) => Number(row.id));
  const variantRows = rowsOf<Record<string, unknown>>(variants);
  const propertyRows = rowsOf<{ property_id: number; kind: string; locale: string; value: string }>(properties);
  const textProperties = new Map<number, { propertyId: number; el: string; en: string }>();
  for (const row of propertyRows.filter((each) => each.kind === 'text')) {
    const entry = textProperties.get(Number(row.property_id)) ?? {
      propertyId: Number(row.property_id),
      el: '',
      en: '',
    };
    entry[row.locale as 'el' | 'en'] = row.value;
    textProperties.set(entry.propertyId, entry);
  }
  return {
    id: Number(product.id),
    version: Number(product.version),
    status: product.status as ProductEditorState['status'],
    el: text('el'),
    en: text('en'),
    brandId: ofKind('brand')[0] ?? null,
    categoryId: ofKind('category')[0] ?? null,
    conditionId: ofKind('condition')[0] ?? null,
    mpn: (variantRows.find((row) => row.is_master)?.mpn as string | null) ?? '',
    superseded: rowsOf<{ mpn: string }>(superseded).map((row) => row.mpn),
    modelIds: ofKind('model'),
    engineIds: ofKind('engine'),
    rotovatorIds: ofKind('rotovator'),
    properties: [...textProperties.values()],
    country: propertyRows.find((row) => row.kind === 'country')?.value ?? '',
    warrantyIds: rowsOf<{ id: number }>(warranties).map((row) => Number(row.id)),
    shelfLocation: product.shelf_location,
    variants: variantRows.map((row) => ({
      id: Number(row.id),
      isMaster: Boolean(row.is_master),
      sku: String(row.sku),
      price: euros(Number(row.price_cents)),
      salePrice: euros(row.sale_price_cents === null ? null : Number(row.sale_price_cents)),
      weightGrams: row.weight_grams === null ? null : Number(row.weight_grams),
      backorderable: Boolean(row.backorderable),
      stock: Number(row.stock_on_hand),
    })),
    photos: rowsOf<Record<string, unknown>>(photos).map((row) => ({
      id: Number(row.id),
      path: String(row.path),
      width: row.width === null ? null : Number(row.width),
      height: row.height === null ? null : Number(row.height),
      alt: { el: String(row.alt_el ?? ''), en: String(row.alt_en ?? '') },
    })),
  };
}

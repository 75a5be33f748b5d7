import 'server-only';
import type { BrandRow, CategoryRow, EngineRow, ModelRow, ProductRow, RotovatorRow } from './row-schemas';
import type { ProductRecord, TaxonRecord, TaxonRef, Translated } from './records';
import type { TaxonomyKind } from '../taxonomy.tables';

type TaxonSources = {
  brands: BrandRow[];
  categories: CategoryRow[];
  models: ModelRow[];
  engines: EngineRow[];
  rotovators: RotovatorRow[];
};

/** Conditions are not a file of the format: every product is new or used. */
const conditions: TaxonRecord[] = [
  condition('new', 10, { el: 'Καινούργιο', en: 'New' }),
  condition('used', 20, { el: 'Μεταχειρισμένο', en: 'Used' }),
];

/** Turns the checked rows into taxon trees; parents always come before their children. */
export function buildTaxons({ brands, categories, models, engines, rotovators }: TaxonSources): TaxonRecord[] {
  const brandName = new Map(brands.map((row) => [row.slug, row.name]));
  const brandTaxons = brands.map((row, index) => ({
    ...taxon('brand', row.slug, null, index * 10, same({ name: row.name, slug: row.slug, excerpt: null }), {
      brandKind: row.kind,
      country: row.country,
    }),
    imagePath: row.logo ?? null,
  }));
  const topCategories = categories.filter((row) => row.parent === null);
  const childCategories = categories.filter((row) => row.parent !== null);
  const categoryTaxons = [...topCategories, ...childCategories].map((row) =>
    taxon('category', row.slug, row.parent, row.sort, {
      el: { name: row.name_el, slug: row.slug, excerpt: row.excerpt_el },
      en: { name: row.name_en, slug: row.slug, excerpt: row.excerpt_en },
    }),
  );
  return [
    ...brandTaxons,
    ...categoryTaxons,
    ...conditions,
    ...byBrand('model', models, brandName, (row) => [
      row.model,
      {
        model: row.model,
        aliases: row.aliases,
        engine: row.engine ?? undefined,
        years: row.years ?? undefined,
        hp: row.hp ?? undefined,
      },
    ]),
    ...byBrand('engine', engines, brandName, (row) => [
      row.code,
      { code: row.code, cylinders: row.cylinders, fuel: row.fuel },
    ]),
    ...byBrand('rotovator', rotovators, brandName, (row) => [row.model, { model: row.model }]),
  ];
}

/** Compatibility trees group their entries under the maker: Kubota → L1-185. */
function byBrand<T extends { slug: string; brand: string }>(
  kind: TaxonomyKind,
  rows: T[],
  brandName: Map<string, string>,
  describe: (row: T) => [string, TaxonRecord['attributes']],
): TaxonRecord[] {
  const groups = [...new Set(rows.map((row) => row.brand))].map((brand, index) => ({
    ...taxon(kind, brand, null, index * 10, same({ name: brandName.get(brand) ?? brand, slug: brand, excerpt: null })),
    derived: true,
  }));
  const entries = rows.map((row, index) => {
    const [name, attributes] = describe(row);
    return taxon(kind, row.slug, row.brand, index * 10, same({ name, slug: row.slug, excerpt: null }), attributes);
  });
  return [...groups, ...entries];
}

export function buildProducts(rows: ProductRow[]): ProductRecord[] {
  return rows.map((row) => ({
    sku: row.sku,
    mpn: row.mpn,
    status: row.status,
    featured: row.featured,
    priceCents: row.price,
    salePriceCents: row.sale_price,
    stockOnHand: row.stock,
    backorderable: row.backorderable,
    weightGrams: row.weight_kg,
    country: row.country,
    warrantyMonths: row.warranty,
    translations: {
      el: { name: row.name_el, slug: row.slug_el, description: row.description_el },
      en: { name: row.name_en, slug: row.slug_en, description: row.description_en },
    },
    taxons: [
      ref('brand', row.brand),
      ref('category', row.category),
      ref('condition', row.condition),
      ...row.models.map((key) => ref('model', key)),
      ...row.engines.map((key) => ref('engine', key)),
      ...row.rotovators.map((key) => ref('rotovator', key)),
    ],
    superseded: row.superseded.filter((mpn) => mpn !== row.mpn),
    images: row.images,
  }));
}

function ref(kind: TaxonomyKind, key: string): TaxonRef {
  return { kind, key };
}

function condition(key: string, sortOrder: number, names: Translated<string>): TaxonRecord {
  return {
    ...taxon('condition', key, null, sortOrder, {
      el: { name: names.el, slug: key, excerpt: null },
      en: { name: names.en, slug: key, excerpt: null },
    }),
    derived: true,
  };
}

function taxon(
  kind: TaxonomyKind,
  key: string,
  parentKey: string | null,
  sortOrder: number,
  translations: TaxonRecord['translations'],
  attributes: TaxonRecord['attributes'] = {},
): TaxonRecord {
  return { kind, key, parentKey, sortOrder, attributes, translations, derived: false };
}

function same<T>(value: T): Translated<T> {
  return { el: value, en: value };
}

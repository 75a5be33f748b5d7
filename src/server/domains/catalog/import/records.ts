import 'server-only';
import type { Locale } from '@/shared/locales';
import type { ProductStatus } from '../product.tables';
import type { TaxonAttributes, TaxonomyKind } from '../taxonomy.tables';

/** What the importer writes, in the shop's terms, after every file has been read and checked. */
export type Translated<T> = Record<Locale, T>;

export type TaxonRecord = {
  kind: TaxonomyKind;
  key: string;
  parentKey: string | null;
  sortOrder: number;
  attributes: TaxonAttributes;
  translations: Translated<{ name: string; slug: string; excerpt: string | null }>;
  /** A brand's logo (brands/kubota.svg), stored at that path among the public files. */
  imagePath?: string | null;
  /** Brand groups inside the model, engine and rotovator trees are derived, not counted as imported entities. */
  derived: boolean;
};

export type TaxonRef = { kind: TaxonomyKind; key: string };

export type ProductRecord = {
  sku: string;
  mpn: string;
  status: ProductStatus;
  featured: boolean;
  priceCents: number;
  salePriceCents: number | null;
  stockOnHand: number;
  backorderable: boolean;
  weightGrams: number | null;
  country: string;
  warrantyMonths: number | null;
  translations: Translated<{ name: string; slug: string; description: string }>;
  taxons: TaxonRef[];
  superseded: string[];
  images: string[];
};

export type DiagramRecord = {
  modelKey: string;
  code: string;
  sortOrder: number;
  imagePath: string;
  translations: Translated<{ title: string }>;
  refs: { refNo: number; mpn: string; quantity: number }[];
  hotspots: { refNo: number; x: number; y: number }[];
};

export type FeatureRecord = {
  slug: string;
  icon: string;
  sortOrder: number;
  translations: Translated<{ name: string }>;
};

/** A page of the shop in one language; `body` is its Markdown without the front matter. */
export type ContentPageRecord = { page: string; locale: Locale; slug: string; title: string; body: string };

export type Catalogue = {
  taxons: TaxonRecord[];
  products: ProductRecord[];
  diagrams: DiagramRecord[];
  features: FeatureRecord[];
  contentPages: ContentPageRecord[];
  /** The line each product (by SKU) and page (by page and language) was read from, for problems found while writing. */
  lines: { products: Map<string, number>; pages: Map<string, number> };
};

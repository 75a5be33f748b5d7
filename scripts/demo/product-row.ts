/** A product as the generator builds it, and its products.csv row. */
import type { Cell } from './csv';
import type { Rng } from './rng';
import { partDrawingPath } from './part-drawings';

export type Condition = 'new' | 'used';
export type Status = 'active' | 'draft' | 'archived';

export interface Product {
  sku: string;
  mpn: string;
  slugEl: string;
  slugEn: string;
  nameEl: string;
  nameEn: string;
  descriptionEl: string;
  descriptionEn: string;
  brand: string;
  category: string;
  condition: Condition;
  /** EUR excluding VAT, 2 decimals */
  price: string;
  salePrice: string;
  stock: number;
  backorderable: boolean;
  status: Status;
  models: string[];
  engines: string[];
  rotovators: string[];
  country: string;
  warranty: string;
  weightKg: string;
  superseded: string[];
  featured: boolean;
  /** part type key (not exported; the diagrams use it) */
  type: string;
}

/** A product before it gets its SKU and slugs. */
export type ProductDraft = Omit<Product, 'sku' | 'slugEl' | 'slugEn'>;

export const PRODUCT_COLUMNS = [
  'sku',
  'mpn',
  'slug_el',
  'slug_en',
  'name_el',
  'name_en',
  'description_el',
  'description_en',
  'brand',
  'category',
  'condition',
  'price',
  'sale_price',
  'stock',
  'backorderable',
  'status',
  'models',
  'engines',
  'rotovators',
  'country',
  'warranty',
  'weight_kg',
  'superseded',
  'featured',
  'images',
] as const;

export function productRow(p: Product): Cell[] {
  return [
    p.sku,
    p.mpn,
    p.slugEl,
    p.slugEn,
    p.nameEl,
    p.nameEn,
    p.descriptionEl,
    p.descriptionEn,
    p.brand,
    p.category,
    p.condition,
    p.price,
    p.salePrice,
    p.stock,
    p.backorderable,
    p.status,
    p.models.join('|'),
    p.engines.join('|'),
    p.rotovators.join('|'),
    p.country,
    p.warranty,
    p.weightKg,
    p.superseded.join('|'),
    p.featured,
    partDrawingPath(p.type), // images: the drawing of its part type
  ];
}

export const VAT_RATE = 0.24;

/** Net price (excl. VAT) of a shelf price incl. VAT, e.g. 29.90 → "24.11". Works in cents. */
export function netPrice(grossCents: number): string {
  return (Math.round(grossCents / (1 + VAT_RATE)) / 100).toFixed(2);
}

/** A round shelf price in cents near `gross` euros: 12.90, 49.50, 189.00, 1245.00, 2999.90 … */
export function shelfPriceCents(gross: number, rng: Rng): number {
  const euros = Math.floor(gross);
  if (gross < 20) return Math.max(150, euros * 100 + rng.pick([50, 90, 90, 0]));
  if (gross < 100) return euros * 100 + rng.pick([0, 50, 90, 90]);
  if (gross < 500) return euros * 100 + rng.pick([0, 0, 90]);
  return Math.round(gross / 5) * 500 + rng.pick([0, 0, -10]);
}

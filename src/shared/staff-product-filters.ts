import { z } from './zod';
import { productStatusValues } from './product-editor-rules';

/**
 * The back office's product list (issue #16): its search, filters, order and page as the address carries them,
 * read the same by the page and the domain. A value that makes no sense is dropped (and named), never a 500.
 */
export const stockLevels = ['none', 'low', 'in'] as const;
export type StockLevel = (typeof stockLevels)[number];
/** At most this many units on hand counts as low (and more than none). */
export const lowStockUnits = 2;

export const staffProductSorts = ['updated', 'name', 'price-asc', 'price-desc', 'stock', 'relevance'] as const;
export type StaffProductSort = (typeof staffProductSorts)[number];

export const staffProductPageSizes = [25, 50, 100] as const;

const positive = z.coerce.number().int().positive();
const euros = z
  .string()
  .trim()
  .regex(/^\d{1,7}(?:[.,]\d{1,2})?$/)
  .transform((value) => Math.round(Number(value.replace(',', '.')) * 100));

const filterShape = {
  q: z.string().trim().max(200),
  status: z.enum(productStatusValues),
  condition: positive,
  brand: positive,
  category: positive,
  model: positive,
  stock: z.enum(stockLevels),
  photos: z.enum(['yes', 'no']),
  priceMin: euros,
  priceMax: euros,
  sort: z.enum(staffProductSorts),
  size: z.coerce
    .number()
    .int()
    .refine((value) => (staffProductPageSizes as readonly number[]).includes(value)),
  page: z.coerce.number().int().min(1).max(100_000),
};
export type StaffProductFilterName = keyof typeof filterShape;

export type StaffProductFilters = {
  q?: string;
  status?: (typeof productStatusValues)[number];
  condition?: number;
  brand?: number;
  category?: number;
  model?: number;
  stock?: StockLevel;
  photos?: 'yes' | 'no';
  /** Cents excluding VAT, on the price paid now (the sale price when there is one). */
  priceMin?: number;
  priceMax?: number;
  sort: StaffProductSort;
  size: number;
  page: number;
};

export function parseStaffProductFilters(params: Record<string, string | string[] | undefined>): {
  filters: StaffProductFilters;
  ignored: StaffProductFilterName[];
} {
  const filters: Record<string, unknown> = {};
  const ignored: StaffProductFilterName[] = [];
  for (const name of Object.keys(filterShape) as StaffProductFilterName[]) {
    const raw = params[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value === '') continue;
    const parsed = filterShape[name].safeParse(value);
    if (parsed.success) filters[name] = parsed.data;
    else ignored.push(name);
  }
  const sort = (filters.sort as StaffProductSort | undefined) ?? (filters.q ? 'relevance' : 'updated');
  return {
    filters: { ...filters, sort, size: (filters.size as number) ?? 25, page: (filters.page as number) ?? 1 },
    ignored,
  };
}

/** The list's address with some filters changed (paging, sorting links keep the rest). */
export function staffProductQuery(filters: StaffProductFilters, change: Partial<StaffProductFilters>): string {
  const next = { ...filters, ...change };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(next)) {
    if (value === undefined || value === null || value === '') continue;
    if (name === 'priceMin' || name === 'priceMax') params.set(name, ((value as number) / 100).toFixed(2));
    else if (!(name === 'page' && value === 1) && !(name === 'size' && value === 25)) params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The bulk actions on the list's selection, and their form. */
export const bulkProductActions = ['activate', 'deactivate', 'category', 'price', 'delete'] as const;
export type BulkProductAction = (typeof bulkProductActions)[number];

export const bulkProductSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('activate'), ids: z.array(z.number().int().positive()).min(1).max(500) }),
  z.object({ action: z.literal('deactivate'), ids: z.array(z.number().int().positive()).min(1).max(500) }),
  z.object({ action: z.literal('delete'), ids: z.array(z.number().int().positive()).min(1).max(500) }),
  z.object({
    action: z.literal('category'),
    ids: z.array(z.number().int().positive()).min(1).max(500),
    categoryId: z.number().int().positive(),
  }),
  z.object({
    action: z.literal('price'),
    ids: z.array(z.number().int().positive()).min(1).max(500),
    /** -90 % to +500 %, with up to two decimals. */
    percent: z
      .number()
      .min(-90)
      .max(500)
      .refine((value) => value !== 0 && Math.round(value * 100) === value * 100),
  }),
]);
export type BulkProductInput = z.input<typeof bulkProductSchema>;

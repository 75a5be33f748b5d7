import 'server-only';
import { z } from 'zod';
import { sectionCodePattern } from '@/shared/diagram-desk-rules';
import { parseDecimalToCents } from '@/shared/money';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'is not a slug (only a-z, 0-9 and single dashes)');
const required = z.string().trim().min(1, 'is required');
const optional = z
  .string()
  .trim()
  .transform((value) => value || null);
const bool = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');
/** A column a file may leave out of its header: missing or empty, it is false. */
const optionalBool = z
  .enum(['', 'true', 'false'], { error: 'must be true, false or empty' })
  .optional()
  .transform((value) => value === 'true');
const wholeNumber = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a whole number of 0 or more')
  .transform(Number);
const price = z.string().transform((value, ctx) => {
  const cents = parseDecimalToCents(value);
  if (cents === null) ctx.addIssue({ code: 'custom', message: `"${value}" is not a price like 24.11` });
  return cents ?? 0;
});
const optionalPrice = z.union([z.literal('').transform(() => null), price]);
const country = z.string().regex(/^[A-Z]{2}$/, 'is not a two-letter country code like JP');
const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  z.string().transform((value, ctx) => {
    const parsed = (value === '' ? [] : value.split('|')).map((part) => item.safeParse(part));
    const failed = parsed.find((result) => !result.success);
    if (failed && !failed.success)
      ctx.addIssue({ code: 'custom', message: `has a value that ${failed.error.issues[0]?.message ?? 'is invalid'}` });
    return [...new Set(parsed.flatMap((result) => (result.success ? [result.data as z.output<T>] : [])))];
  });
const partNumber = z
  .string()
  .trim()
  .min(1, 'is required')
  .regex(/^[^|:]+$/, 'must not contain | or :');

export const brandRow = z.object({
  slug,
  name: required,
  kind: z.enum(['tractor', 'parts', 'implement'], { error: 'must be tractor, parts or implement' }),
  country,
  // Optional column: the brand's logo below the catalogue's folder, kept at that path in the public files.
  logo: z
    .string()
    .regex(/^brands\/[\w-][\w.-]*\.(svg|png|jpg|jpeg|webp)$/, 'is not an image path like brands/kubota.svg')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const engineRow = z.object({
  slug,
  brand: slug,
  code: required,
  cylinders: wholeNumber,
  fuel: z.enum(['diesel', 'petrol'], { error: 'must be diesel or petrol' }),
});

export const modelRow = z.object({
  slug,
  brand: slug,
  model: required,
  aliases: list(required),
  engine: z.union([z.literal('').transform(() => null), slug]),
  years: optional,
  hp: z.union([z.literal('').transform(() => null), wholeNumber]),
});

export const rotovatorRow = z.object({ slug, brand: slug, model: required });

export const categoryRow = z.object({
  slug,
  parent: z.union([z.literal('').transform(() => null), slug]),
  name_el: required,
  name_en: required,
  excerpt_el: optional,
  excerpt_en: optional,
  sort: wholeNumber,
});

export const productRow = z.object({
  sku: z.string().regex(/^[A-Z0-9][A-Z0-9-]{0,63}$/, 'is not a SKU like TP-001000'),
  mpn: partNumber,
  slug_el: slug,
  slug_en: slug,
  name_el: required,
  name_en: required,
  description_el: z.string().trim(),
  description_en: z.string().trim(),
  brand: slug,
  category: slug,
  condition: z.enum(['new', 'used'], { error: 'must be new or used' }),
  price,
  /** Optional: true lets a part be given away at price 0.00, which is otherwise refused as a mistake. */
  free: optionalBool,
  sale_price: optionalPrice,
  stock: wholeNumber,
  backorderable: bool,
  status: z.enum(['active', 'draft', 'archived'], { error: 'must be active, draft or archived' }),
  models: list(slug),
  engines: list(slug),
  rotovators: list(slug),
  country,
  warranty: z.union([
    z.literal('').transform(() => null),
    z
      .string()
      .regex(/^\d{1,3} months?$/, 'is not a warranty like "3 months"')
      .transform((value) => Number.parseInt(value, 10)),
  ]),
  weight_kg: z.union([
    z.literal('').transform(() => null),
    z
      .string()
      .regex(/^\d{1,5}(\.\d{1,3})?$/, 'is not a weight in kg like 1.25')
      .transform((value) => Math.round(Number(value) * 1000)),
  ]),
  superseded: list(partNumber),
  featured: bool,
  // Plain names below the catalogue's folder: no `..`, no hidden files (the storage would refuse them as keys).
  images: list(z.string().regex(/^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/, 'is not a relative image file name')),
});

export const diagramRow = z.object({
  model: slug,
  // What the back office's diagram desk accepts, so that a catalogue it edited imports again (E10, H-20).
  code: z.string().regex(sectionCodePattern, 'is not a section code like E10 (capitals, digits and -, up to 12)'),
  title_el: required,
  title_en: required,
  image: z
    .string()
    .regex(
      /^catalogs\/[a-z0-9-]+\/[\w-][\w.-]*\.(svg|png|jpg|jpeg|webp)$/,
      'is not an image path like catalogs/{model}/E10.svg',
    ),
  // `refNo:mpn:qty` entries. The shared format numbers them 1..n with one part each; the back office also writes a
  // callout with several part numbers (`3:A:1|3:B:2`) and numbers with gaps, so any number from 1 is read, each
  // (number, part number) pair once.
  refs: z.string().transform((value, ctx) => {
    const parts = value === '' ? [] : value.split('|');
    const seen = new Set<string>();
    return parts.flatMap((part) => {
      const match = /^(\d+):([^|:]+):(\d+)$/.exec(part);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `has "${part}", not refNo:mpn:qty` });
        return [];
      }
      const refNo = Number(match[1]);
      const mpn = match[2] as string;
      if (refNo < 1) ctx.addIssue({ code: 'custom', message: `has reference number ${refNo}; they start at 1` });
      else if (seen.has(`${refNo}:${mpn}`))
        ctx.addIssue({ code: 'custom', message: `names ${mpn} under reference ${refNo} twice` });
      seen.add(`${refNo}:${mpn}`);
      return [{ refNo, mpn, quantity: Number(match[3]) }];
    });
  }),
});

const percent = z
  .string()
  .regex(/^\d{1,3}(\.\d)?$/, 'is not a percentage like 27.5')
  .transform(Number)
  .refine((value) => value <= 100, 'must be at most 100');

export const hotspotRow = z.object({
  model: slug,
  code: z.string().min(1, 'is required'),
  ref: wholeNumber,
  x: percent,
  y: percent,
});

export const featureRow = z.object({
  slug,
  icon: z.string().regex(/^[a-z0-9-]+$/, 'is not an icon name like shield-check'),
  name_el: required,
  name_en: required,
});

/** content/pages.csv: one row per page and language; `file` is the page's Markdown beside it. */
export const contentPageRow = z.object({
  page: slug,
  lang: z.enum(['el', 'en'], { error: 'must be el or en' }),
  slug: slug.refine((value) => value !== 'index', "index is the home page's path (/), not a page's"),
  title: required,
  file: z.string().regex(/^[a-z0-9-]+\.(el|en)\.md$/, 'is not a file name like cookie-policy.el.md'),
});

export type FeatureRow = z.output<typeof featureRow>;
export type ContentPageRow = z.output<typeof contentPageRow>;
export type BrandRow = z.output<typeof brandRow>;
export type EngineRow = z.output<typeof engineRow>;
export type ModelRow = z.output<typeof modelRow>;
export type RotovatorRow = z.output<typeof rotovatorRow>;
export type CategoryRow = z.output<typeof categoryRow>;
export type ProductRow = z.output<typeof productRow>;
export type DiagramRow = z.output<typeof diagramRow>;
export type HotspotRow = z.output<typeof hotspotRow>;

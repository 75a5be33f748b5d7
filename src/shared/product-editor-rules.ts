import { z } from './zod';
import { isCountryCode } from './countries';
import { maxSlugLength, slugPattern } from './product-slug';

/**
 * The product editor's form (issue #16), the same in the browser (messages beside each field before sending) and
 * in the domain (the only check that counts). Prices are typed in euros excluding VAT ("12,50") and become cents.
 * A problem is a dotted field path and a reason; the page words the reason in the staff member's language.
 */
export const productStatusValues = ['active', 'draft', 'archived'] as const;

const amountPattern = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const centsOf = (text: string) => {
  const [whole, fraction = ''] = text.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
/** An amount the staff member typed: "12,5" → 1250. */
const price = z.string().trim().min(1, 'required').regex(amountPattern, 'amount').transform(centsOf);
const optionalPrice = z
  .string()
  .trim()
  .regex(amountPattern, 'amount')
  .transform(centsOf)
  .or(z.literal('').transform(() => null))
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const text = (max: number) => z.string().trim().max(max, 'tooLong');
const required = (max: number) => text(max).min(1, 'required');
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((value) => value || null);
const id = z.number().int().positive();
const ids = z
  .array(id)
  .max(500, 'tooMany')
  .transform((list) => [...new Set(list)]);
/** Part numbers as staff type them: letters, digits and the separators printed on boxes. */
const partNumber = z
  .string()
  .trim()
  .max(60, 'tooLong')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./_-]*$/u, 'partNumber');

const translation = z.object({
  name: required(200),
  slug: z.string().trim().max(maxSlugLength, 'tooLong').regex(slugPattern, 'slug').or(z.literal('')),
  description: text(5000),
});

export const variantSchema = z
  .object({
    /** Null for a variant the form adds. */
    id: id.nullable(),
    sku: required(64).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'sku'),
    price,
    salePrice: optionalPrice,
    weightGrams: z.number().int('whole').min(0, 'notNegative').max(10_000_000, 'tooLarge').nullable(),
    backorderable: z.boolean(),
  })
  .refine((variant) => variant.salePrice === null || variant.salePrice < variant.price, {
    path: ['salePrice'],
    message: 'saleBelowPrice',
  });

export const productEditorSchema = z
  .object({
    /** The version the form was opened with; null for a new product. */
    version: z.number().int().min(0).nullable(),
    status: z.enum(productStatusValues),
    el: translation,
    en: translation,
    brandId: id.nullable(),
    categoryId: id.nullable().refine((value) => value !== null, 'required'),
    conditionId: id.nullable(),
    mpn: partNumber.or(z.literal('')).transform((value) => value || null),
    superseded: z.array(partNumber.min(1, 'required')).max(30, 'tooMany'),
    modelIds: ids,
    engineIds: ids,
    rotovatorIds: ids,
    /** Text properties, one value per language (empty in both: the product has none). */
    properties: z.array(z.object({ propertyId: id, el: text(200), en: text(200) })).max(50, 'tooMany'),
    country: z
      .string()
      .refine(isCountryCode, 'country')
      .or(z.literal(''))
      .transform((value) => value || null),
    warrantyIds: ids,
    shelfLocation: optionalText(40),
    variants: z.array(variantSchema).min(1, 'required').max(50, 'tooMany'),
  })
  .superRefine((product, issues) => {
    const seen = new Set<string>();
    product.variants.forEach((variant, index) => {
      const key = variant.sku.toUpperCase();
      if (seen.has(key)) issues.addIssue({ code: 'custom', path: ['variants', index, 'sku'], message: 'duplicate' });
      seen.add(key);
    });
    const old = new Set<string>();
    product.superseded.forEach((number, index) => {
      if (old.has(number)) issues.addIssue({ code: 'custom', path: ['superseded', index], message: 'duplicate' });
      old.add(number);
    });
  });

export type ProductEditorInput = z.input<typeof productEditorSchema>;
export type ProductEditorValues = z.output<typeof productEditorSchema>;

/** One field's problem: the dotted path of the field (`variants.0.price`) and why. */
export type ProductFieldProblem = { field: string; reason: string };

export function productProblems(error: z.ZodError): ProductFieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.join('.'),
    // Zod's own codes (a wrong type, a missing key) are a value the form could not send: "invalid".
    reason: issue.code === 'custom' || /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalid',
  }));
}

/** The reasons a field's message can give (messages at staffProducts.problems.<reason>). */
export const productProblemReasons = [
  'required',
  'tooLong',
  'tooMany',
  'tooLarge',
  'amount',
  'slug',
  'slugTaken',
  'sku',
  'skuTaken',
  'partNumber',
  'saleBelowPrice',
  'whole',
  'notNegative',
  'country',
  'duplicate',
  'unknownTaxon',
  'masterVariant',
  'variantOrdered',
  'variantHasStock',
  'variantInSharedCart',
  'invalid',
] as const;

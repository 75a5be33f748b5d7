import { z } from './zod';
import { maxSlugLength, slugPattern } from './product-slug';

/**
 * The taxonomies page's form (issue #16), shared by the browser and the server: a brand, category or tractor
 * model in both languages; a model also has aliases, years and horsepower. Problems are a field and a reason,
 * worded at staffTaxonomies.problems.<reason>.
 */
export const editableTaxonomyKinds = ['brand', 'category', 'model'] as const;
export type EditableTaxonomyKind = (typeof editableTaxonomyKinds)[number];

const translation = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  slug: z.string().trim().max(maxSlugLength, 'tooLong').regex(slugPattern, 'slug').or(z.literal('')),
  /** A category's short text under its heading; left out, the one it has is kept. */
  excerpt: z.string().trim().max(500, 'tooLong').optional(),
});

export const taxonFormSchema = z.object({
  kind: z.enum(editableTaxonomyKinds),
  el: translation,
  en: translation,
  /** Other names a model is known by, comma separated ("MF 135, 135 Massey"). */
  aliases: z
    .string()
    .max(500, 'tooLong')
    .default('')
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((each) => each.trim())
          .filter(Boolean),
      ),
    ]),
  /** Years built, as printed: "1965-1975" or "1972". */
  years: z
    .string()
    .trim()
    .regex(/^(?:(?:19|20)\d\d(?:\s*[-–]\s*(?:(?:19|20)\d\d)?)?)?$/, 'years')
    .default(''),
  hp: z
    .string()
    .trim()
    .regex(/^(?:\d{1,4})?$/, 'hp')
    .default('')
    .transform((text) => (text === '' ? null : Number(text)))
    .refine((value) => value === null || (value > 0 && value <= 2000), 'hp'),
});

export type TaxonFormInput = z.input<typeof taxonFormSchema>;
export type TaxonFormValues = z.output<typeof taxonFormSchema>;
export type TaxonFieldProblem = { field: string; reason: string };

export const taxonProblemReasons = ['required', 'tooLong', 'slug', 'slugTaken', 'years', 'hp', 'invalid'] as const;

export function taxonProblems(error: z.ZodError): TaxonFieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.join('.'),
    reason: (taxonProblemReasons as readonly string[]).includes(issue.message) ? issue.message : 'invalid',
  }));
}

import { z } from './zod';
import { maxSlugLength, slugPattern } from './product-slug';

/**
 * The taxonomies page's form (issue #16), shared by the browser and the server: a brand, category, tractor model,
 * engine or rotovator in both languages; the fitment kinds (models, engines, rotovators) also have aliases, years
 * and horsepower. Problems are a field and a reason, worded at staffTaxonomies.problems.<reason>.
 */
export const editableTaxonomyKinds = ['brand', 'category', 'model', 'engine', 'rotovator'] as const;
export type EditableTaxonomyKind = (typeof editableTaxonomyKinds)[number];

/** The kinds products fit (compatibility): their changes republish the parts catalogue's database. */
export const fitmentKinds = ['model', 'engine', 'rotovator'] as const satisfies readonly EditableTaxonomyKind[];
export const isFitmentKind = (kind: EditableTaxonomyKind) => (fitmentKinds as readonly string[]).includes(kind);

/** The kinds whose entries have a picture on the storefront (a category's card, a brand's logo). */
export const pictureKinds = ['brand', 'category'] as const satisfies readonly EditableTaxonomyKind[];
export const hasPicture = (kind: EditableTaxonomyKind) => (pictureKinds as readonly string[]).includes(kind);

const translation = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  slug: z.string().trim().max(maxSlugLength, 'tooLong').regex(slugPattern, 'slug').or(z.literal('')),
  /** A category's short text under its heading; left out, the one it has is kept. */
  excerpt: z.string().trim().max(500, 'tooLong').optional(),
});

export const taxonFormSchema = z.object({
  kind: z.enum(editableTaxonomyKinds),
  /** The version the form was opened with; null for a new entry. A save of an older one is VERSION_CONFLICT. */
  version: z.number().int().min(0).nullable().default(null),
  /** The entry it sits under (a category's parent, a model's maker); null: the top level; left out: where it is. */
  parentId: z.number().int().positive('parent').nullable().optional(),
  el: translation,
  en: translation,
  /** Other names a model (engine, rotovator) is known by, comma separated ("MF 135, 135 Massey"). */
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

export const taxonProblemReasons = [
  'required',
  'tooLong',
  'slug',
  'slugTaken',
  'years',
  'hp',
  'parent',
  'invalid',
] as const;

export function taxonProblems(error: z.ZodError): TaxonFieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.join('.'),
    reason: (taxonProblemReasons as readonly string[]).includes(issue.message) ? issue.message : 'invalid',
  }));
}

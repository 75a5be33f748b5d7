import { maxSlugLength, slugPattern } from './product-slug';
import { z } from './zod';

const text = (max: number) => z.string().trim().max(max, 'tooLong').min(1, 'required');

/** One language of a page as staff edit it: every field required, so both languages stay complete. */
const pageTranslation = z.object({
  title: text(200),
  slug: text(maxSlugLength)
    .regex(slugPattern, 'slug')
    // The root path is the home page: no page may take `index` (the importer refuses it too).
    .refine((slug) => slug !== 'index', 'slug'),
  body: text(100_000),
});

/**
 * The content page editor's form (/staff/content/<page>), both languages side by side, with the version of each
 * language's row the editor was opened on (0: the language had no row yet).
 */
export const contentPageEditorSchema = z.object({
  el: pageTranslation,
  en: pageTranslation,
  versions: z.object({ el: z.number().int().min(0), en: z.number().int().min(0) }),
});

export type ContentPageEditorValues = z.output<typeof contentPageEditorSchema>;

/** One field's problem: its dotted path (`en.slug`) and why (messages at staffContent.problems.<reason>). */
export type ContentFieldProblem = { field: string; reason: ContentProblemReason };

export const contentProblemReasons = ['required', 'tooLong', 'tooMany', 'slug', 'slugTaken', 'invalid'] as const;
export type ContentProblemReason = (typeof contentProblemReasons)[number];

export function contentProblems(error: z.ZodError): ContentFieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.join('.'),
    reason: (contentProblemReasons as readonly string[]).includes(issue.message)
      ? (issue.message as ContentProblemReason)
      : 'invalid',
  }));
}

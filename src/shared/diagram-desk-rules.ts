import { z } from './zod';

/**
 * The back office's diagram editor (issue #16), shared by the browser and the server: a model's section with its
 * drawing, and the numbered callouts placed on it. A callout's position is in percent of the drawing's width and
 * height (as the import's hotspots are), so it stays on its part at any size. Problems are a field and a reason,
 * worded at staffDiagrams.problems.<reason>.
 */
export const diagramDrawingRules = {
  /** An SVG line drawing is text: the demo's are under 4 KB, a detailed one a few hundred. */
  maxSvgBytes: 2 * 1024 * 1024,
  /** A scanned page of a printed parts book. */
  maxRasterBytes: 15 * 1024 * 1024,
  /** The widest side a scanned drawing is kept at (larger is resized, never enlarged). */
  maxRasterSide: 2400,
  accept: 'image/svg+xml,image/jpeg,image/png,image/webp',
} as const;

export const maxCallouts = 200;

const title = z.string().trim().min(1, 'required').max(120, 'tooLong');

/** Section codes as the import writes them: `E10`, `F10`, `H-20`. */
export const sectionCodePattern = /^[A-Z0-9][A-Z0-9-]{0,11}$/;

export const diagramSectionSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().min(1, 'required').regex(sectionCodePattern, 'code')),
  el: z.object({ title }),
  en: z.object({ title }),
});

/** A new diagram: which model, which section (an existing section's code and titles, or a new one). */
export const newDiagramSchema = diagramSectionSchema.extend({
  modelTaxonId: z.coerce.number().int('required').positive('required'),
});

const partLine = z.object({
  mpn: z.string().trim().min(1, 'required').max(64, 'tooLong'),
  qty: z.number('quantity').int('quantity').min(1, 'quantity').max(999, 'quantity'),
});

const percent = z.number('position').min(0, 'position').max(100, 'position');

export const calloutSchema = z.object({
  ref: z.number('refNo').int('refNo').min(1, 'refNo').max(999, 'refNo'),
  x: percent,
  y: percent,
  lines: z
    .array(partLine)
    .min(1, 'noLines')
    .max(20, 'tooLong')
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      for (const [index, line] of lines.entries()) {
        if (seen.has(line.mpn.toUpperCase()))
          ctx.addIssue({ code: 'custom', path: [index, 'mpn'], message: 'mpnTwice' });
        seen.add(line.mpn.toUpperCase());
      }
    }),
});

export const diagramSaveSchema = z.object({
  version: z.coerce.number().int().min(0),
  el: z.object({ title }),
  en: z.object({ title }),
  callouts: z
    .array(calloutSchema)
    .max(maxCallouts, 'tooMany')
    .superRefine((callouts, ctx) => {
      const seen = new Set<number>();
      for (const [index, callout] of callouts.entries()) {
        if (seen.has(callout.ref)) ctx.addIssue({ code: 'custom', path: [index, 'ref'], message: 'refTwice' });
        seen.add(callout.ref);
      }
    }),
});

export type NewDiagramInput = z.input<typeof newDiagramSchema>;
export type DiagramSaveInput = z.input<typeof diagramSaveSchema>;
export type DiagramSaveValues = z.output<typeof diagramSaveSchema>;
export type Callout = z.output<typeof calloutSchema>;
export type DiagramFieldProblem = { field: string; reason: string };

export const diagramProblemReasons = [
  'required',
  'tooLong',
  'tooMany',
  'code',
  'quantity',
  'position',
  'refNo',
  'refTwice',
  'mpnTwice',
  'noLines',
  'sectionTaken',
  'invalid',
] as const;

export function diagramProblems(error: z.ZodError): DiagramFieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.join('.'),
    reason: (diagramProblemReasons as readonly string[]).includes(issue.message) ? issue.message : 'invalid',
  }));
}

/** The next free reference number: one more than the highest placed. */
export const nextRefNo = (callouts: { ref: number }[]) => Math.max(0, ...callouts.map((each) => each.ref)) + 1;

/** A position from a click, in percent of the drawing, rounded to a tenth as the import's are. */
export const percentOf = (offset: number, size: number) =>
  size > 0 ? Math.round(Math.min(100, Math.max(0, (offset / size) * 100)) * 10) / 10 : 0;

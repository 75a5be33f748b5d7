import type { ProductEditorInput, ProductFieldProblem } from '@/shared/product-editor-rules';

/** The editor's form as the browser holds it (the server's own values, typed as the schema reads them). */
export type EditorForm = ProductEditorInput;

/** A field's problem from the last check (the browser's or the server's), by its dotted path. */
export function problemLookup(problems: ProductFieldProblem[]) {
  const byField = new Map<string, string>();
  for (const problem of problems) if (!byField.has(problem.field)) byField.set(problem.field, problem.reason);
  return (field: string) => byField.get(field);
}

export type ProblemOf = ReturnType<typeof problemLookup>;

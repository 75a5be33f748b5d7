import 'server-only';
/** One thing wrong with the catalogue files, precise enough to fix: file, line (the header is line 1), column. */
export type ImportProblem = { file: string; line?: number; column?: string; message: string };

export function describeProblem({ file, line, column, message }: ImportProblem): string {
  const where = [
    file,
    line === undefined ? undefined : `line ${line}`,
    column === undefined ? undefined : `column ${column}`,
  ];
  return `${where.filter(Boolean).join(', ')}: ${message}`;
}

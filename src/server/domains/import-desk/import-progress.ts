import 'server-only';

/**
 * The running import's progress, in this process's memory: the import writes inside one transaction, which no other
 * connection sees (and PGlite has only one), so the page's polling reads it here. An instance that does not run the
 * import answers the state without the count.
 */
const holder = globalThis as typeof globalThis & { catalogueImportProgress?: Map<number, ImportProgress> };
export type ImportProgress = { done: number; total: number };

const progress = (holder.catalogueImportProgress ??= new Map());

export function reportImportProgress(importId: number, done: number, total: number): void {
  progress.set(importId, { done, total });
}

export function importProgressOf(importId: number): ImportProgress | null {
  return progress.get(importId) ?? null;
}

export function forgetImportProgress(importId: number): void {
  progress.delete(importId);
}

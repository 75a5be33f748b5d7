/**
 * What the browser's data cache (TanStack Query, src/components/providers/QueryProvider.tsx) should do, said by code
 * that does not load it: the session and cart keepers, sign-in and add-to-cart are on every first load, the cache
 * only on pages that query (issue #20). Before the cache is loaded there is nothing to clear or refresh, so a command
 * nobody hears is simply done.
 */
export type DataCacheCommand =
  { kind: 'clear' } | { kind: 'invalidate'; root: string } | { kind: 'set'; key: readonly unknown[]; data: unknown };

const listeners = new Set<(command: DataCacheCommand) => void>();
const tell = (command: DataCacheCommand) => listeners.forEach((listener) => listener(command));

export const dataCache = {
  /** Forget everything (sign-in, sign-out). */
  clear: () => tell({ kind: 'clear' }),
  /** Read again every query whose key starts with `root` ('cart', 'addresses'). */
  invalidate: (root: string) => tell({ kind: 'invalidate', root }),
  /** The server's latest answer for this key. */
  set: (key: readonly unknown[], data: unknown) => tell({ kind: 'set', key, data }),
  /** The cache, once loaded, carries the commands out. */
  listen(listener: (command: DataCacheCommand) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

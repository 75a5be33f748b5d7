import { and, eq, or } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import { contentPages } from '@/server/domains/content/content.tables';
import { ImportRejected } from './apply-products';
import { contentPagesFile } from './read-content-pages';
import type { ContentPageRecord } from './records';
import { fingerprint, insertRows, type Tally } from './write-helpers';

/**
 * Writes the shop's pages by key and language. A changed page is replaced (so two pages may swap slugs in one
 * import); an unchanged one is left alone, and pages the files no longer list stay, as staff may have added them.
 */
export async function applyContentPages(db: Queryable, records: ContentPageRecord[], now: Date): Promise<Tally> {
  const keyOf = (row: { page: string; locale: string }) => `${row.page} ${row.locale}`;
  const existing = new Map((await db.select().from(contentPages)).map((row) => [keyOf(row), row]));
  const tally: Tally = { created: 0, updated: 0, unchanged: 0 };
  const changed = records.flatMap((record) => {
    const sourceHash = fingerprint(record);
    const before = existing.get(keyOf(record));
    tally[!before ? 'created' : before.sourceHash === sourceHash ? 'unchanged' : 'updated'] += 1;
    return before?.sourceHash === sourceHash ? [] : [{ record, sourceHash, createdAt: before?.createdAt ?? now }];
  });
  if (changed.length === 0) return tally;
  const rewritten = new Set(changed.map(({ record }) => keyOf(record)));
  const kept = [...existing.values()].filter((row) => !rewritten.has(keyOf(row)));
  const clashes = changed.flatMap(({ record }) => {
    const holder = kept.find((row) => row.locale === record.locale && row.slug === record.slug);
    return holder ? [{ file: contentPagesFile, column: 'slug', message: `slug "${record.slug}" (${record.locale}) of page "${record.page}" is held by page "${holder.page}"` }] : [];
  });
  if (clashes.length > 0) throw new ImportRejected(clashes);
  await db.delete(contentPages).where(or(...changed.map(({ record }) => and(eq(contentPages.page, record.page), eq(contentPages.locale, record.locale)))));
  await insertRows(
    db,
    contentPages,
    changed.map(({ record, sourceHash, createdAt }) => ({ ...record, sourceHash, createdAt, updatedAt: now })),
  );
  return tally;
}

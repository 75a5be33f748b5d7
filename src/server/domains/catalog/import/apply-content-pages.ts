import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import { contentPages } from '@/server/domains/content/content.tables';
import { pageEditedByStaff } from '@/server/domains/content';
import type { ImportProblem } from './problems';
import { contentPagesFile, pageKey as keyOf } from './read-content-pages';
import type { ContentPageRecord } from './records';
import { fingerprint, insertRows, type Tally } from './write-helpers';

/**
 * Writes the shop's pages by key and language. A changed page is replaced (so two pages may swap slugs in one
 * import); an unchanged one is left alone, and so is one staff edited in the back office (`pageEditedByStaff`); pages
 * the files no longer list stay, as staff may have added them.
 * Slugs that clash with the database's are added to `problems` (naming the line of `lines`, by page key), and then
 * nothing is written.
 */
export async function applyContentPages(
  db: Queryable,
  records: ContentPageRecord[],
  lines: Map<string, number>,
  now: Date,
  problems: ImportProblem[],
): Promise<Tally> {
  const existing = new Map((await db.select().from(contentPages)).map((row) => [keyOf(row), row]));
  const tally: Tally = { created: 0, updated: 0, unchanged: 0 };
  const changed = records.flatMap((record) => {
    const sourceHash = fingerprint(record);
    const before = existing.get(keyOf(record));
    const keep = before !== undefined && (before.sourceHash === sourceHash || pageEditedByStaff(before));
    tally[!before ? 'created' : keep ? 'unchanged' : 'updated'] += 1;
    return keep ? [] : [{ record, sourceHash, createdAt: before?.createdAt ?? now }];
  });
  if (changed.length === 0) return tally;
  const rewritten = new Set(changed.map(({ record }) => keyOf(record)));
  const kept = [...existing.values()].filter((row) => !rewritten.has(keyOf(row)));
  const clashes = changed.flatMap(({ record }) => {
    const holder = kept.find((row) => row.locale === record.locale && row.slug === record.slug);
    if (!holder) return [];
    return [
      {
        file: contentPagesFile,
        line: lines.get(keyOf(record)),
        column: 'slug',
        message: `slug "${record.slug}" (${record.locale}) of page "${record.page}" is held by page "${holder.page}"`,
      },
    ];
  });
  for (const clash of clashes) problems.push(clash);
  if (clashes.length > 0) return tally;
  await db
    .delete(contentPages)
    .where(
      or(
        ...changed.map(({ record }) => and(eq(contentPages.page, record.page), eq(contentPages.locale, record.locale))),
      ),
    );
  await insertRows(
    db,
    contentPages,
    changed.map(({ record, sourceHash, createdAt }) => ({ ...record, sourceHash, createdAt, updatedAt: now })),
  );
  return tally;
}

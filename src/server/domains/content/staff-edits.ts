import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import { auditLog } from '@/server/domains/audit/audit.tables';

/**
 * The back office wins over the catalogue files: once staff have saved a page or the features strip, a catalogue
 * import leaves it as they left it (and counts it unchanged), so that re-importing the catalogue never undoes an
 * edit made in /staff/content.
 */

/** A page's row staff saved (its version is raised by every save) or added (the import's rows carry a source hash). */
export function pageEditedByStaff(row: { version: number; sourceHash: string | null }): boolean {
  return row.version > 1 || row.sourceHash === null;
}

/** Whether staff ever saved the features strip: its audit entries say so, even when they removed every item. */
export async function featuresEditedByStaff(db: Queryable): Promise<boolean> {
  const [entry] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'features'), eq(auditLog.entityId, 'strip')))
    .limit(1);
  return entry !== undefined;
}

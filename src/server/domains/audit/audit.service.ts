import 'server-only';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import type { StaffActor } from '@/server/domains/staff';
import { auditLog } from './audit.tables';

export type AuditEntry = {
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Appends one entry to the audit log. Call it with the transaction that makes the change, so that the change and
 * its entry are written together or not at all. `actor` null is the shop itself (a script, the first owner's set-up).
 */
export async function appendAudit(
  tx: Queryable,
  actor: StaffActor | null,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await tx.insert(auditLog).values({
    at: now,
    actorUserId: actor?.userId ?? null,
    actorEmail: actor?.email ?? null,
    address: actor?.address ?? null,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditFilter = {
  entity?: string;
  entityId?: string | number;
  actorUserId?: number;
  from?: Date;
  to?: Date;
  /** Paging: entries older than this id. */
  beforeId?: number;
  limit?: number;
};

export type AuditRecord = typeof auditLog.$inferSelect;

/** Audit entries, newest first, filtered in SQL (the indexes cover entity, actor and date). */
export async function auditEntries(db: Queryable, filter: AuditFilter): Promise<AuditRecord[]> {
  const conditions = [
    filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, String(filter.entityId)),
    filter.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, filter.actorUserId),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.to === undefined ? undefined : lt(auditLog.at, filter.to),
    filter.beforeId === undefined ? undefined : lt(auditLog.id, filter.beforeId),
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(Math.min(filter.limit ?? 50, 500));
}

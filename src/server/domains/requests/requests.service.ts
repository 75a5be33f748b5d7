import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { ErrorCodes } from '@/shared/error-codes';
import type { Tx } from '@/server/db';
import type { StorageContext } from '@/server/storage';
import type { Locale } from '@/shared/locales';
import { publicIdPattern, replySchema } from '@/shared/request-rules';
import { canMoveRequest, eventOfMove } from './request-states';
import { requestPhotoKey } from './request-photos';
import {
  requestAttachments,
  requestEvents,
  requests,
  type RequestEventKind,
  type RequestStatus,
} from './requests.tables';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

export type RequestEventView = { kind: RequestEventKind; body: string | null; createdAt: Date; byStaff: boolean };
export type RequestAttachmentView = { id: number; originalName: string; contentType: string; sizeBytes: number };
export type RequestSummary = {
  publicId: string;
  status: RequestStatus;
  name: string;
  email: string;
  tractorModel: string | null;
  partNumber: string | null;
  createdAt: Date;
  updatedAt: Date;
};
export type RequestView = RequestSummary & {
  phone: string | null;
  message: string;
  locale: Locale;
  events: RequestEventView[];
  attachments: RequestAttachmentView[];
};

export type ReplyError = ErrorCodes<'NOT_FOUND' | 'INVALID_INPUT'>;

export const summaryColumns = {
  publicId: requests.publicId,
  status: requests.status,
  name: requests.name,
  email: requests.email,
  tractorModel: requests.tractorModel,
  partNumber: requests.partNumber,
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
};

/** The row of a well-formed public id; null for anything else (no query for a malformed one). */
export async function requestRow(ctx: Pick<Ctx, 'db'>, publicId: string) {
  if (!publicIdPattern.test(publicId)) return null;
  const [row] = await ctx.db.select().from(requests).where(eq(requests.publicId, publicId));
  return row ?? null;
}

/** A request with its history, replies and photos, for whoever holds its link; null for an unknown id. */
export async function findRequest(ctx: Pick<Ctx, 'db'>, publicId: string): Promise<RequestView | null> {
  const row = await requestRow(ctx, publicId);
  if (!row) return null;
  const [events, attachments] = await Promise.all([
    ctx.db
      .select()
      .from(requestEvents)
      .where(eq(requestEvents.requestId, row.id))
      .orderBy(asc(requestEvents.createdAt), asc(requestEvents.id)),
    ctx.db
      .select({
        id: requestAttachments.id,
        originalName: requestAttachments.originalName,
        contentType: requestAttachments.contentType,
        sizeBytes: requestAttachments.sizeBytes,
      })
      .from(requestAttachments)
      .where(eq(requestAttachments.requestId, row.id))
      .orderBy(asc(requestAttachments.id)),
  ]);
  return {
    publicId: row.publicId,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    tractorModel: row.tractorModel,
    partNumber: row.partNumber,
    locale: row.locale,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    events: events.map((event) => ({
      kind: event.kind,
      body: event.body,
      createdAt: event.createdAt,
      byStaff: event.actorUserId !== null,
    })),
    attachments,
  };
}

/** A photo of a request, only through that request's public id: its bytes and how to serve them; null if none. */
export async function attachmentFile(ctx: Pick<Ctx, 'db'> & StorageContext, publicId: string, attachmentId: number) {
  const row = await requestRow(ctx, publicId);
  if (!row || !Number.isSafeInteger(attachmentId)) return null;
  const [photo] = await ctx.db
    .select()
    .from(requestAttachments)
    .where(and(eq(requestAttachments.requestId, row.id), eq(requestAttachments.id, attachmentId)));
  if (!photo) return null;
  const file = await ctx.storage.private.get(requestPhotoKey(row.publicId, photo.storedName));
  if (!file) return null;
  return {
    bytes: file.bytes,
    contentType: photo.contentType,
    sizeBytes: photo.sizeBytes,
    originalName: photo.originalName,
  };
}

/** A member's own requests (sent while signed in), newest first. */
export async function memberRequests(ctx: Pick<Ctx, 'db'>, userId: number): Promise<RequestSummary[]> {
  return ctx.db
    .select(summaryColumns)
    .from(requests)
    .where(eq(requests.userId, userId))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(100);
}

type Row = NonNullable<Awaited<ReturnType<typeof requestRow>>>;

/**
 * Writes a reply. A customer's reply moves a resolved request back to pending (the lifecycle allows it); the
 * move is a conditional update, so two replies at once reopen it once.
 */
export async function addReply(ctx: Ctx, row: Row, body: string, actorUserId: number | null): Promise<void> {
  await ctx.db.transaction((tx: Tx) => writeReply(tx, row, body, actorUserId, ctx.now()));
}

/** A reply's rows, in the caller's transaction (a staff reply writes its audit entry in the same one). */
export async function writeReply(tx: Tx, row: Row, body: string, actorUserId: number | null, now: Date) {
  await tx.insert(requestEvents).values({
    requestId: row.id,
    kind: actorUserId === null ? 'customer_reply' : 'staff_reply',
    body,
    actorUserId,
    createdAt: now,
  });
  await tx.update(requests).set({ updatedAt: now }).where(eq(requests.id, row.id));
  if (actorUserId === null && canMoveRequest('resolved', 'pending', 'customer'))
    await moveStatus(tx, row.id, 'resolved', 'pending', null, new Date(now.getTime() + 1));
}

/** Moves a request from one status to another when it is still in the first; writes the history entry. */
export async function moveStatus(
  tx: Tx | Ctx['db'],
  requestId: number,
  from: RequestStatus,
  to: RequestStatus,
  actorUserId: number | null,
  at: Date,
): Promise<boolean> {
  const moved = await tx
    .update(requests)
    .set({ status: to, updatedAt: at })
    .where(and(eq(requests.id, requestId), eq(requests.status, from)))
    .returning({ id: requests.id });
  if (moved.length === 0) return false;
  await tx.insert(requestEvents).values({ requestId, kind: eventOfMove[to], actorUserId, createdAt: at });
  return true;
}

/** The customer's reply through the request's link; it reopens a resolved request. */
export async function replyAsCustomer(
  ctx: Ctx,
  publicId: string,
  body: string,
): Promise<{ ok: true } | { ok: false; error: ReplyError }> {
  const parsed = replySchema.safeParse({ body });
  if (!parsed.success) return { ok: false, error: 'INVALID_INPUT' };
  const row = await requestRow(ctx, publicId);
  if (!row) return { ok: false, error: 'NOT_FOUND' };
  await addReply(ctx, row, parsed.data.body, null);
  return { ok: true };
}

import 'server-only';
import type { DomainContext } from '@/server/context';
import { appendAudit } from '@/server/domains/audit';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import type { ErrorCodes } from '@/shared/error-codes';
import { enqueue } from '@/server/jobs/queue';
import { replySchema } from '@/shared/request-rules';
import { staffReplyEmail } from './request-emails';
import { requestLink } from './request-link';
import { canMoveRequest } from './request-states';
import { findRequest, moveStatus, requestRow, writeReply, type RequestView } from './requests.service';
import type { RequestStatus } from './requests.tables';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

export type StaffActionError = ErrorCodes<'NOT_PERMITTED' | 'NOT_FOUND' | 'INVALID_INPUT' | 'NOT_ALLOWED'>;
type Outcome = { ok: true; request: RequestView } | { ok: false; error: StaffActionError };

// Staff's replies and status changes, for a signed-in back-office member (issue #15) whose role may, each audited
// (the desk's list, assignment and the customer's other items live in request-desk.service.ts). The audit log names
// a request by its row number, never by its public id (the link is the customer's key to it).

/**
 * A staff reply; the customer gets it by e-mail in the request's language, with the link. The e-mail is queued in the
 * reply's transaction (a 'send-email' job, sent and retried by the worker): the reply stands even when the mail server
 * is down, and its e-mail exists only if the reply does. The caller kicks the job runner.
 */
export async function replyAsStaff(ctx: Ctx, actor: StaffActor, publicId: string, body: string): Promise<Outcome> {
  if (!staffMay(actor.role, 'requests.reply')) return { ok: false, error: 'NOT_PERMITTED' };
  const parsed = replySchema.safeParse({ body });
  if (!parsed.success) return { ok: false, error: 'INVALID_INPUT' };
  const row = await requestRow(ctx, publicId);
  if (!row) return { ok: false, error: 'NOT_FOUND' };
  const now = ctx.now();
  const email = staffReplyEmail(
    row.locale,
    row.name,
    parsed.data.body,
    requestLink(ctx.config, row.locale, row.publicId),
  );
  await ctx.db.transaction(async (tx) => {
    await writeReply(tx, row, parsed.data.body, actor.userId, now);
    await appendAudit(
      tx,
      actor,
      { entity: 'request', entityId: row.id, action: 'reply', after: { body: parsed.data.body } },
      now,
    );
    await enqueue({ db: tx, now: ctx.now }, 'send-email', { to: row.email, ...email });
  });
  return { ok: true, request: (await findRequest(ctx, publicId))! };
}

/** Staff resolve or reopen a request, as the lifecycle allows. */
export async function changeRequestStatus(
  ctx: Ctx,
  actor: StaffActor,
  publicId: string,
  to: RequestStatus,
): Promise<Outcome> {
  if (!staffMay(actor.role, 'requests.reply')) return { ok: false, error: 'NOT_PERMITTED' };
  const row = await requestRow(ctx, publicId);
  if (!row) return { ok: false, error: 'NOT_FOUND' };
  if (!canMoveRequest(row.status, to, 'staff')) return { ok: false, error: 'NOT_ALLOWED' };
  const now = ctx.now();
  const moved = await ctx.db.transaction(async (tx) => {
    if (!(await moveStatus(tx, row.id, row.status, to, actor.userId, now))) return false;
    await appendAudit(
      tx,
      actor,
      {
        entity: 'request',
        entityId: row.id,
        action: 'change-status',
        before: { status: row.status },
        after: { status: to },
      },
      now,
    );
    return true;
  });
  if (!moved) return { ok: false, error: 'NOT_ALLOWED' };
  return { ok: true, request: (await findRequest(ctx, publicId))! };
}

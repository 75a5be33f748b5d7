import 'server-only';
import type { DomainContext } from '@/server/context';
import type { ErrorCodes } from '@/shared/error-codes';
import type { Mailer } from '@/server/mail/mailer';
import { replySchema } from '@/shared/request-rules';
import { staffReplyEmail } from './request-emails';
import { requestLink } from './request-link';
import { canMoveRequest } from './request-states';
import {
  addReply,
  allRequests,
  findRequest,
  moveStatus,
  requestRow,
  type RequestSummary,
  type RequestView,
} from './requests.service';
import type { RequestStatus } from './requests.tables';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

/** Who asks; only staff (decided by the auth domain from the bearer token) get anything. */
export type Asker = { id: number; staff: boolean } | null;

export type StaffActionError = ErrorCodes<'NOT_FOUND' | 'INVALID_INPUT' | 'NOT_ALLOWED'>;
type Outcome = { ok: true; request: RequestView } | { ok: false; error: StaffActionError };

/** Every request for staff, newest first; null for anyone else. */
export async function staffRequests(
  ctx: Ctx,
  asker: Asker,
  status: RequestStatus | null,
): Promise<RequestSummary[] | null> {
  return asker?.staff ? allRequests(ctx, status) : null;
}

/** One request for staff; null for anyone else, as for an unknown id. */
export async function staffRequest(ctx: Ctx, asker: Asker, publicId: string): Promise<RequestView | null> {
  return asker?.staff ? findRequest(ctx, publicId) : null;
}

/** A staff reply; the customer gets it by e-mail in the request's language, with the link. */
export async function replyAsStaff(
  ctx: Ctx,
  mailer: Mailer,
  asker: Asker,
  publicId: string,
  body: string,
): Promise<Outcome> {
  if (!asker?.staff) return { ok: false, error: 'NOT_FOUND' };
  const parsed = replySchema.safeParse({ body });
  if (!parsed.success) return { ok: false, error: 'INVALID_INPUT' };
  const row = await requestRow(ctx, publicId);
  if (!row) return { ok: false, error: 'NOT_FOUND' };
  await addReply(ctx, row, parsed.data.body, asker.id);
  const email = staffReplyEmail(
    row.locale,
    row.name,
    parsed.data.body,
    requestLink(ctx.config, row.locale, row.publicId),
  );
  // The reply stands even when the mail server is down: the request's page shows it.
  await mailer
    .send({ to: row.email, ...email })
    .catch((error: unknown) => console.error('request reply e-mail failed', error));
  return { ok: true, request: (await findRequest(ctx, publicId))! };
}

/** Staff resolve or reopen a request, as the lifecycle allows. */
export async function changeRequestStatus(
  ctx: Ctx,
  asker: Asker,
  publicId: string,
  to: RequestStatus,
): Promise<Outcome> {
  if (!asker?.staff) return { ok: false, error: 'NOT_FOUND' };
  const row = await requestRow(ctx, publicId);
  if (!row) return { ok: false, error: 'NOT_FOUND' };
  if (!canMoveRequest(row.status, to, 'staff')) return { ok: false, error: 'NOT_ALLOWED' };
  const moved = await ctx.db.transaction((tx) => moveStatus(tx, row.id, row.status, to, asker.id, ctx.now()));
  if (!moved) return { ok: false, error: 'NOT_ALLOWED' };
  return { ok: true, request: (await findRequest(ctx, publicId))! };
}

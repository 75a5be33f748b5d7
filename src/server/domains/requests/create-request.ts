import 'server-only';
import { randomBytes } from 'node:crypto';
import type { DomainContext } from '@/server/context';
import { enqueue } from '@/server/jobs/queue';
import type { StorageContext } from '@/server/storage';
import { requestProblems, requestSchema, type RequestInput, type RequestProblemReason } from '@/shared/request-rules';
import { requestConfirmationEmail } from './request-emails';
import { requestLink } from './request-link';
import {
  maxPhotos,
  photoProblems,
  removePhotos,
  storePhotos,
  type PhotoProblem,
  type PhotoUpload,
} from './request-photos';
import { requestAttachments, requestEvents, requests } from './requests.tables';
import type { ErrorCodes } from '@/shared/error-codes';

type Ctx = Pick<DomainContext, 'db' | 'locale' | 'now' | 'config'> & StorageContext;

export type CreateRequestError =
  | { code: ErrorCodes<'INVALID_INPUT'>; problems: { field: string; reason: RequestProblemReason }[] }
  | { code: ErrorCodes<'TOO_MANY_PHOTOS'>; max: number }
  | { code: ErrorCodes<'PHOTO_TOO_LARGE' | 'PHOTO_NOT_IMAGE'>; photos: PhotoProblem[] };

export type CreateRequestResult = { ok: true; publicId: string } | { ok: false; error: CreateRequestError };

/**
 * A new contact request: checked with the form's own rules, its photos (up to 3, JPEG/PNG/WebP by their first
 * bytes, each within the configured size) written among the private files under `{publicId}/` with random names,
 * then the request, its 'created' event, its photos and the customer's confirmation e-mail (with the request's link,
 * in the request's language, queued as a 'send-email' job) stored in one transaction: the request and its e-mail
 * commit together or neither does, and the worker sends (and retries) the e-mail after the answer, whatever the mail
 * server's state. The caller kicks the job runner.
 */
export async function createRequest(
  ctx: Ctx,
  { input, photos, userId }: { input: RequestInput; photos: PhotoUpload[]; userId: number | null },
): Promise<CreateRequestResult> {
  const parsed = requestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: { code: 'INVALID_INPUT', problems: requestProblems(parsed.error) } };
  if (photos.length > maxPhotos) return { ok: false, error: { code: 'TOO_MANY_PHOTOS', max: maxPhotos } };
  const refused = photoProblems(photos, ctx.config.requestPhotoMaxBytes);
  if (refused.length > 0) return { ok: false, error: { code: refused[0]!.reason, photos: refused } };

  const details = parsed.data;
  const publicId = randomBytes(32).toString('base64url');
  const email = requestConfirmationEmail(ctx.locale, details.name, requestLink(ctx.config, ctx.locale, publicId));
  const stored = await storePhotos(ctx.storage.private, publicId, photos);
  try {
    await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(requests)
        .values({ publicId, userId, ...details, locale: ctx.locale, createdAt: ctx.now(), updatedAt: ctx.now() })
        .returning({ id: requests.id });
      await tx.insert(requestEvents).values({ requestId: created!.id, kind: 'created', createdAt: ctx.now() });
      if (stored.length > 0)
        await tx.insert(requestAttachments).values(stored.map((photo) => ({ requestId: created!.id, ...photo })));
      await enqueue({ db: tx, now: ctx.now }, 'send-email', { to: details.email, ...email });
    });
  } catch (error) {
    // No request row points at the photos: they go too.
    await removePhotos(ctx.storage.private, publicId, stored);
    throw error;
  }
  return { ok: true, publicId };
}

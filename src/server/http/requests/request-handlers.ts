import 'server-only';
import { randomBytes } from 'node:crypto';
import { effectiveConfig } from '@/server/settings-reader';
import { config } from '@/server/config';
import type { DomainContext } from '@/server/context';
import { sharedDatabase } from '@/server/db';
import { containsNul } from '@/server/input-text';
import { memberOfAccessToken } from '@/server/domains/auth';
import {
  attachmentFile,
  createRequest,
  formStampAge,
  sharedRequestThrottle,
  type CreateRequestError,
  type PhotoUpload,
  type RequestThrottle,
} from '@/server/domains/requests';
import { formTiming } from '@/server/domains/requests';
import { shopJobRunner, type JobRunner } from '@/server/jobs/shop-worker';
import { bearerToken } from '@/server/http/oauth/bearer';
import { clientAddress } from '@/server/http/client-address';
import { sharedStorage, type StorageContext } from '@/server/storage';
import { defaultLocale, isLocale, type Locale } from '@/shared/locales';
import { photoRules, requestFields, type RequestInput } from '@/shared/request-rules';
import { errorBody } from '@/server/http/error-messages';
import type { ErrorCode } from '@/shared/error-codes';
import { domainContext } from '@/server/context';

/** What the request endpoints need: a domain context without a language (each request says its own). */
export type RequestDependencies = {
  ctx: Pick<DomainContext, 'db' | 'now' | 'config'> & StorageContext;
  /** Runs the queued confirmation e-mail once the request is committed: the shop's worker, or a test's. */
  jobs: JobRunner;
  throttle: RequestThrottle;
};

/** The form's fields besides the request's own: the honeypot a person never sees, and the signed time it was shown. */
export const formControlFields = {
  honeypot: 'website',
  stamp: 'formStamp',
  locale: 'locale',
  photos: 'photos',
} as const;

const noStore = { 'cache-control': 'no-store' };

/** Spec §8: every error as `{ message, statusCode }`, with the code and what the form needs to mark fields. */
function refusal(
  locale: Locale,
  code: ErrorCode,
  extra: Record<string, unknown> = {},
  values: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) {
  const body = errorBody(locale, code, values);
  return Response.json({ ...body, ...extra }, { status: body.statusCode, headers: { ...noStore, ...headers } });
}

function domainRefusal(locale: Locale, error: CreateRequestError, maxBytes: number): Response {
  switch (error.code) {
    case 'INVALID_INPUT':
      return refusal(locale, error.code, { problems: error.problems });
    case 'TOO_MANY_PHOTOS':
      return refusal(locale, error.code, {}, { max: error.max });
    default:
      return refusal(locale, error.code, { photos: error.photos }, { max: megabytes(maxBytes) });
  }
}

export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * POST /api/requests (multipart): a contact request with up to 3 photos. Refused while the form is off; a filled
 * honeypot gets an answer that looks accepted and nothing is stored; a form sent under 3 s after it was shown (by
 * its HMAC-signed stamp) or too often from one address is refused with a message the person can act on.
 */
export async function submitRequestEndpoint(
  request: Request,
  { ctx, jobs, throttle }: RequestDependencies,
): Promise<Response> {
  const headerLocale = request.headers.get('locale');
  let locale: Locale = isLocale(headerLocale) ? headerLocale : defaultLocale;
  if (!ctx.config.contactForm) return refusal(locale, 'FORM_UNAVAILABLE');
  const maxBody = photoRules.maxFiles * ctx.config.requestPhotoMaxBytes + 256 * 1024;
  if (Number(request.headers.get('content-length') ?? 0) > maxBody)
    return refusal(locale, 'PHOTO_TOO_LARGE', {}, { max: megabytes(ctx.config.requestPhotoMaxBytes) });
  const form = await readForm(request);
  if (!form) return refusal(locale, 'INVALID_INPUT', { problems: [] });
  const formLocale = text(form, formControlFields.locale);
  if (isLocale(formLocale)) locale = formLocale;
  // Text the database cannot store: a NUL byte, in any field or a photo's name.
  if (containsNul(form)) return refusal(locale, 'INVALID_INPUT', { problems: [] });

  if (text(form, formControlFields.honeypot) !== '')
    return Response.json({ id: randomBytes(32).toString('base64url') }, { status: 201, headers: noStore });
  const age = formStampAge(ctx.config.formSecret, text(form, formControlFields.stamp), ctx.now());
  if (age === null || age > formTiming.maximumSeconds) return refusal(locale, 'FORM_EXPIRED');
  if (age < formTiming.minimumSeconds) return refusal(locale, 'FORM_TOO_FAST');
  const wait = await throttle.take(clientAddress(request));
  if (wait > 0) return refusal(locale, 'TOO_MANY_REQUESTS', {}, {}, { 'retry-after': String(wait) });

  const input = Object.fromEntries(requestFields.map((field) => [field, text(form, field)])) as RequestInput;
  const files = form
    .getAll(formControlFields.photos)
    .filter((value): value is File => typeof value !== 'string' && value.size > 0);
  const photos: PhotoUpload[] = await Promise.all(
    files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  const member = await memberOfAccessToken(ctx, bearerToken(request));
  const created = await createRequest({ ...ctx, locale }, { input, photos, userId: member?.id ?? null });
  if (!created.ok) return domainRefusal(locale, created.error, ctx.config.requestPhotoMaxBytes);
  await jobs.kick();
  return Response.json({ id: created.publicId }, { status: 201, headers: noStore });
}

/** GET /api/requests/{publicId}/attachments/{attachmentId}: a photo, only through its own request's link. */
export async function attachmentEndpoint(
  publicId: string,
  attachmentId: string,
  { ctx }: Pick<RequestDependencies, 'ctx'>,
): Promise<Response> {
  const found = /^\d{1,10}$/.test(attachmentId) ? await attachmentFile(ctx, publicId, Number(attachmentId)) : null;
  if (!found)
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...noStore },
    });
  return new Response(found.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': found.contentType,
      'content-length': String(found.bytes.byteLength),
      // Behind a secret link: kept by the browser only, never by shared caches, never sent on as a referrer.
      'cache-control': 'private, max-age=3600',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    },
  });
}

export function shopRequestDependencies(): Promise<RequestDependencies> {
  const settings = config();
  return sharedDatabase().then(async ({ db }) => ({
    // The owner's switch of the contact form (/staff/settings) is read here, with the rest of the settings.
    ctx: { ...domainContext({ db, config: await effectiveConfig(db, settings) }), storage: sharedStorage(settings) },
    jobs: shopJobRunner,
    throttle: sharedRequestThrottle(settings),
  }));
}

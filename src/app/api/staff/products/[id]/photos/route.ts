import { refreshStorefront } from '@/server/cache/refresh-storefront';
import { cacheTags } from '@/server/cache/cache-tags';
import { addProductPhoto } from '@/server/domains/catalog';
import { actorOf, staffMay } from '@/server/domains/staff';
import { currentStaff, requestAddress } from '@/server/http/staff/require-staff';
import { routeContext } from '@/server/request-context';
import { sharedStorage } from '@/server/storage';
import { errorStatus, type ErrorCode } from '@/shared/error-codes';
import { productPhotoRules } from '@/shared/product-photo-rules';

const answer = (body: object, status = 200) => Response.json(body, { status });
const refusal = (code: ErrorCode) => answer({ ok: false, code }, errorStatus(code));

/**
 * POST /api/staff/products/{id}/photos: one photo's bytes as the request body (the browser sends each file on its
 * own, so that it can show each file's progress). Staff session and role checked here, bytes checked by the domain.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await currentStaff();
  if (!session) return refusal('NOT_SIGNED_IN');
  if (!staffMay(session.role, 'products.photos')) return refusal('NOT_PERMITTED');
  const productId = Number((await params).id);
  if (!Number.isInteger(productId) || productId <= 0) return refusal('NOT_FOUND');
  // A body larger than the rule is not read whole into memory.
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > productPhotoRules.maxBytes) return refusal('PHOTO_TOO_LARGE');
  const bytes = new Uint8Array(await request.arrayBuffer());
  const ctx = await routeContext(request);
  const result = await addProductPhoto(
    { ...ctx, files: sharedStorage(ctx.config).public },
    actorOf(session, await requestAddress()),
    productId,
    bytes,
  );
  if (!result.ok) return refusal(result.code);
  await refreshStorefront(cacheTags.catalogue);
  return answer(result);
}

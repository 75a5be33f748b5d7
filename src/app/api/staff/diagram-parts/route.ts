import { partMatches } from '@/server/domains/catalog';
import { staffMay } from '@/server/domains/staff';
import { currentStaff } from '@/server/http/staff/require-staff';
import { routeContext } from '@/server/request-context';
import { errorStatus } from '@/shared/error-codes';
import { isLocale } from '@/shared/locales';

/**
 * GET /api/staff/diagram-parts?mpn=…&mpn=…&locale=en: which catalogue products the diagram editor's part numbers
 * link to, as the parts catalogue will link them. Staff session and the editor's permission checked here.
 */
export async function GET(request: Request) {
  const session = await currentStaff();
  if (!session) return Response.json({ ok: false, code: 'NOT_SIGNED_IN' }, { status: errorStatus('NOT_SIGNED_IN') });
  if (!staffMay(session.role, 'diagrams.edit'))
    return Response.json({ ok: false, code: 'NOT_PERMITTED' }, { status: errorStatus('NOT_PERMITTED') });
  const query = new URL(request.url).searchParams;
  const locale = query.get('locale');
  const ctx = await routeContext(request);
  const matches = await partMatches(ctx.db, query.getAll('mpn').slice(0, 50), isLocale(locale) ? locale : 'el');
  return Response.json({ ok: true, matches }, { headers: { 'cache-control': 'private, no-store' } });
}

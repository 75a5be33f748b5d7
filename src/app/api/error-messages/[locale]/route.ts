import { errorCatalogue } from '@/i18n/error-catalogue';
import { isLocale } from '@/shared/locales';

/**
 * GET /api/error-messages/{locale}?v={version}: the storefront's error messages in that language
 * (src/i18n/error-catalogue.ts). The current version is kept for a year; any other address is answered with the
 * current messages, not kept, so a page from before a deploy still shows words.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return Response.json({ message: 'Not found', statusCode: 404 }, { status: 404 });
  const { body, version } = errorCatalogue(locale);
  const current = new URL(request.url).searchParams.get('v') === version;
  return new Response(body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}

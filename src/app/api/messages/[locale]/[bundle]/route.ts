import { bundleContent } from '@/i18n/message-bundle-content';
import { isMessageBundle } from '@/i18n/message-bundles';
import { isLocale } from '@/shared/locales';

/**
 * GET /api/messages/{locale}/{bundle}?v={version}: the messages of one part that loads when first needed, in that
 * language (src/i18n/message-bundles.ts). The current version is kept for a year; any other address is answered with
 * the current messages, not kept, so a page from before a deploy still shows words.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; bundle: string }> }) {
  const { locale, bundle } = await params;
  if (!isLocale(locale) || !isMessageBundle(bundle))
    return Response.json({ message: 'Not found', statusCode: 404 }, { status: 404 });
  const { body, version } = bundleContent(locale, bundle);
  const current = new URL(request.url).searchParams.get('v') === version;
  return new Response(body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}

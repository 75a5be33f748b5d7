import { manifestResponse } from '@/pwa/manifest-response';
import { defaultLocale, isLocale } from '@/shared/locales';

export const dynamic = 'force-dynamic';

/** The manifest of a prefixed language (/en/manifest.webmanifest); Greek's is at /manifest.webmanifest. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale) || locale === defaultLocale)
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return manifestResponse(locale);
}

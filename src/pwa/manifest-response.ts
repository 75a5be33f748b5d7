import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/shared/locales';
import { webManifest } from './web-manifest';

/** The web app manifest of a language, as the route handlers send it. */
export async function manifestResponse(locale: Locale): Promise<Response> {
  const site = await getTranslations({ locale, namespace: 'site' });
  const pwa = await getTranslations({ locale, namespace: 'pwa' });
  const manifest = webManifest(locale, {
    name: site('name'),
    shortName: pwa('shortName'),
    description: site('description'),
  });
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

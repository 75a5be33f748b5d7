import type { MetadataRoute } from 'next';
import { brandRed } from '@/shared/brand';
import type { Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

export type ManifestTexts = { name: string; shortName: string; description: string };

/** The app icons (made by `npm run icons:generate` from the logo mark into public/icons). */
export const appIcons = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable512: '/icons/icon-maskable-512.png',
  appleTouch: '/icons/apple-touch-icon.png',
} as const;

/** The manifest's own address in a language; each page links the one of its language. */
export function manifestPath(locale: Locale): string {
  return localizedPath(locale, '/manifest.webmanifest');
}

/** Spec §1, §3: the shop installed as an app opens at the home page of the language it was installed from. */
export function webManifest(locale: Locale, texts: ManifestTexts): MetadataRoute.Manifest {
  const home = localizedPath(locale, '/');
  return {
    id: home,
    lang: locale,
    dir: 'ltr',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    start_url: home,
    // Greek pages have no prefix, so the Greek app's scope is the whole site; the English one is /en….
    scope: home,
    display: 'standalone',
    orientation: 'any',
    theme_color: brandRed,
    background_color: '#ffffff',
    categories: ['shopping', 'business'],
    icons: [
      { src: appIcons.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: appIcons.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: appIcons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

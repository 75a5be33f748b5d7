import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandRed } from '@/shared/brand';
import el from '../../messages/el.json';
import en from '../../messages/en.json';
import { manifestPath, webManifest } from './web-manifest';

const texts = { el, en };

describe('the web app manifest of each language', () => {
  it.each([
    ['el', '/manifest.webmanifest', '/', 'Καινούργια'],
    ['en', '/en/manifest.webmanifest', '/en', 'New and used'],
  ] as const)('%s: at %s, starting at %s', (locale, path, start, description) => {
    const messages = texts[locale];
    const manifest = webManifest(locale, {
      name: messages.site.name,
      shortName: messages.pwa.shortName,
      description: messages.site.description,
    });
    expect(manifestPath(locale)).toBe(path);
    expect(manifest).toMatchObject({
      lang: locale,
      start_url: start,
      scope: start,
      display: 'standalone',
      theme_color: '#d70b36',
    });
    expect(manifest.description).toContain(description);
    expect(manifest.short_name!.length).toBeLessThanOrEqual(12);
    expect(manifest.icons?.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});

it('uses the brand red of the Tailwind theme', () => {
  expect(fs.readFileSync('src/app/globals.css', 'utf8')).toContain(`--color-brand: ${brandRed};`);
});

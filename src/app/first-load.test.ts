import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageWithLayouts, sourceModule } from '@/i18n/testing';

/**
 * What a first visit to the storefront's main pages loads, read from the source: the modules the page and its
 * layouts import statically, client code from the first 'use client' module down. Two libraries stay off it
 * (issue #20): TanStack Query, which only the parts that query load (QueryProvider), and next/image's client
 * component, for which the pages draw <img> on the server (Picture).
 */

const firstVisits = {
  home: '(shop)/page.tsx',
  product: '(shop)/product/[id]/page.tsx',
  category: '(shop)/categories/[id]/page.tsx',
  brand: '(shop)/brands/[id]/page.tsx',
  search: '(shop)/products/page.tsx',
  'parts catalogue': '(shop)/katalogos/page.tsx',
  'parts catalogue maker': '(shop)/katalogos/[brand]/page.tsx',
  'parts catalogue model': '(shop)/katalogos/[brand]/[model]/page.tsx',
};

const kept = [
  {
    what: 'TanStack Query in the browser',
    loads: (packages: string[], client: boolean) =>
      client && packages.some((imported) => imported.endsWith(' from @tanstack/react-query')),
  },
  {
    what: "next/image's client component",
    loads: (packages: string[]) => packages.some((imported) => /^Image\b.* from next\/image$/.test(imported)),
  },
];

/** The modules loaded with these entry files, each with whether it runs in the browser. */
function loadedWith(entries: string[]): Array<{ file: string; client: boolean }> {
  const seen = new Map<string, boolean>();
  const visit = (file: string, underClient: boolean) => {
    const source = sourceModule(file);
    const client = underClient || Boolean(source?.client);
    if (!source || seen.get(file) === true || (seen.has(file) && !client)) return;
    seen.set(file, client);
    for (const imported of source.staticImports) visit(imported, client);
  };
  for (const entry of entries) visit(entry, false);
  return [...seen].map(([file, client]) => ({ file, client }));
}

function offending(entries: string[]) {
  return loadedWith(entries).flatMap(({ file, client }) =>
    kept
      .filter((rule) => rule.loads(sourceModule(file)!.packages, client))
      .map((rule) => `${path.relative('src', file)}: ${rule.what}`),
  );
}

describe('a first visit', () => {
  it.each(Object.entries(firstVisits))(
    'to the %s page loads neither TanStack Query nor next/image’s component',
    (_, page) => {
      expect(offending(pageWithLayouts(path.resolve('src/app/[locale]', page)))).toEqual([]);
    },
  );

  it('finds them where a page does load them', () => {
    expect(offending([path.resolve('src/components/cart/CartDrawerWithData.tsx')])).toContain(
      'components/providers/QueryProvider.tsx: TanStack Query in the browser',
    );
    expect(offending([path.resolve('src/components/staff/taxonomies/TaxonPicture.tsx')])).toEqual([
      "components/staff/taxonomies/TaxonPicture.tsx: next/image's client component",
    ]);
  });
});

import 'server-only';
import { config } from './config';
import type { DomainContext } from './context';
import {
  catalogueBrand,
  catalogueIndex,
  countActiveProducts,
  productSitemapEntries,
  taxonSitemapEntries,
  type SitemapEntry,
} from './domains/catalog';
import { sharedStorage } from './storage';
import { katalogosPath } from '@/shared/catalogue-db';
import { locales, type Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

/** Products per sitemap file; with two languages each file stays far under the 50,000-URL limit. */
const productsPerFile = 20_000;

type Ctx = Pick<DomainContext, 'db'>;

/** Pages at the same path in both languages: the shop's sections and its policy and contact pages. */
const fixedPaths = [
  '/',
  '/categories',
  '/brands',
  '/products',
  '/katalogos',
  '/epikoinonia',
  '/cookie-policy',
  '/oroi-proypotheseis',
  '/terms-of-service',
  '/payment-methods',
  '/shipping-methods',
];

/** The parts catalogue's makers and models, from its published database. */
async function cataloguePaths(): Promise<string[]> {
  const settings = { storage: sharedStorage(config()) };
  const published = await catalogueIndex(settings);
  const makers = await Promise.all((published?.index.brands ?? []).map((brand) => catalogueBrand(settings, brand.key)));
  return makers.flatMap((maker) =>
    maker
      ? [katalogosPath(maker.brand.key), ...maker.models.map((model) => katalogosPath(maker.brand.key, model.slug))]
      : [],
  );
}

/** The sitemap index: file 0 holds the fixed pages, categories, brands and the parts catalogue, the others slices of products. */
export async function sitemapIndexXml(ctx: Ctx): Promise<string> {
  const files = 1 + Math.ceil((await countActiveProducts(ctx)) / productsPerFile);
  const entries = Array.from(
    { length: files },
    (_, file) => `<sitemap><loc>${escape(`${config().siteUrl}/sitemaps/${file}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
}

/** A page the shop lists, in every language: its path in each and, for catalogue pages, when it last changed. */
export type ListedPage = { pathOf: (locale: Locale) => string; item?: SitemapEntry };

/** Sitemap file 0's pages: the fixed pages, the parts catalogue's makers and models, the categories and brands. */
export async function sectionPages(ctx: Ctx): Promise<ListedPage[]> {
  const [categories, brands, catalogue] = await Promise.all([
    taxonSitemapEntries(ctx, 'category'),
    taxonSitemapEntries(ctx, 'brand'),
    cataloguePaths(),
  ]);
  return [
    ...[...fixedPaths, ...catalogue].map((path) => ({ pathOf: () => path })),
    ...categories.map((item) => ({ pathOf: (locale: Locale) => `/categories/${item.slugs[locale]}`, item })),
    ...brands.map((item) => ({ pathOf: (locale: Locale) => `/brands/${item.slugs[locale]}`, item })),
  ];
}

/** The active products' pages, `first` of them after `skip`, in a stable order. */
export async function productPages(ctx: Ctx, slice: { first: number; skip: number }): Promise<ListedPage[]> {
  const products = await productSitemapEntries(ctx, slice);
  return products.map((item) => ({ pathOf: (locale: Locale) => `/product/${item.slugs[locale]}`, item }));
}

/** One sitemap file, every URL with its alternates in both languages; null when there is no such file. */
export async function sitemapFileXml(ctx: Ctx, file: number): Promise<string | null> {
  const pages =
    file === 0
      ? await sectionPages(ctx)
      : await productPages(ctx, { first: productsPerFile, skip: (file - 1) * productsPerFile });
  if (file > 0 && pages.length === 0) return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${pages.map(url).join('')}</urlset>\n`;
}

/** One <url> per language, each listing every language's version (Google's hreflang in sitemaps). */
function url({ pathOf, item }: ListedPage): string {
  const href = (locale: Locale) => escape(`${config().siteUrl}${localizedPath(locale, pathOf(locale))}`);
  const alternates = locales
    .map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`)
    .join('');
  const modified = item ? `<lastmod>${item.updatedAt.toISOString()}</lastmod>` : '';
  return locales.map((locale) => `<url><loc>${href(locale)}</loc>${modified}${alternates}</url>`).join('');
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

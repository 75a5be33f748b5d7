/**
 * The storefront pages issue #20 measures, found the way a visitor finds them: by reading the shop's own HTML (and,
 * for the parts catalogue, the index file its page names), never by hard-coded slugs.
 */
export const pageNames = ['home', 'product', 'category', 'brand', 'search', 'katalogos', 'cart', 'checkout'] as const;
export type PageName = (typeof pageNames)[number];
export type Locale = 'el' | 'en';
export type ShopPage = { name: PageName; locale: Locale; path: string; indexable: boolean };

/** The page benchmarks' common options for `parseArgs`: `--url`, `--pages`, `--runs` (each its own default), `--locale`. */
export function pageBenchOptions(defaultRuns: number) {
  return {
    url: { type: 'string' },
    pages: { type: 'string', default: pageNames.join(',') },
    runs: { type: 'string', default: String(defaultRuns) },
    locale: { type: 'string' },
  } as const;
}

/**
 * The page benchmarks' common options, checked: `--pages` (names from `pageNames`), `--runs` (a whole number from 1)
 * and `--locale` (one language, or both when unset).
 */
export function pagesRunsAndLocales(values: { pages?: string; runs?: string; locale?: string }): {
  names: PageName[];
  runs: number;
  locales: Locale[];
} {
  const names = (values.pages ?? pageNames.join(',')).split(',').map((name) => name.trim()) as PageName[];
  for (const name of names)
    if (!pageNames.includes(name)) throw new Error(`unknown page ${name}; pages: ${pageNames.join(', ')}`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');
  if (values.locale && values.locale !== 'el' && values.locale !== 'en') throw new Error('--locale takes el or en');
  return { names, runs, locales: values.locale ? [values.locale as Locale] : ['el', 'en'] };
}

/** The product page's add-to-cart button, as the journeys name it. */
export const addToCartLabel: Record<Locale, string> = { el: 'Προσθήκη στο καλάθι', en: 'Add to cart' };

const prefixOf = (locale: Locale) => (locale === 'el' ? '' : '/en');

/** The text the shop answers at `pagePath`; an error answer is refused. */
export async function pageText(base: string, pagePath: string): Promise<string> {
  const response = await fetch(`${base}${pagePath}`);
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  return response.text();
}

/** The distinct addresses under `under/` that the page links to, in order. */
function links(source: string, under: string): string[] {
  const escaped = under.replace(/[/.-]/g, '\\$&');
  const found = [...source.matchAll(new RegExp(`href="(${escaped}/[^"?#/]+)"`, 'g'))].map((match) => match[1]!);
  return [...new Set(found)];
}

/** True when the page has an enabled button reading `label` (a part that can be put in the cart). */
export function hasEnabledButton(source: string, label: string): boolean {
  return source
    .split('<button')
    .slice(1)
    .some((chunk) => {
      const [tag, rest = ''] = chunk.split(/>(.*)/s);
      const inner = rest.split('</button>')[0]!;
      // The attribute, not Tailwind's `disabled:` classes.
      return !/\sdisabled(?:[\s=]|$)/.test(tag!) && inner.replace(/<[^>]*>/g, '').trim() === label;
    });
}

/** The first word of at least four letters of the page's main heading, lower-cased: a term shoppers type. */
export function searchTermOf(source: string): string {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(source)?.[1]?.replace(/<[^>]*>/g, ' ') ?? '';
  const word = heading.match(/\p{L}{4,}/u)?.[0];
  if (!word) throw new Error('no word in the product page heading');
  return word.toLocaleLowerCase();
}

/** A model page of the parts catalogue: the first maker with diagrams, its first model with diagrams. */
async function katalogosModelPath(base: string, prefix: string): Promise<string> {
  const page = await pageText(base, `${prefix}/katalogos`);
  const indexFile = /index\.[0-9a-f]+\.json/.exec(page)?.[0];
  if (!indexFile) throw new Error('the /katalogos page names no catalogue index');
  const json = async <T>(file: string) => (await (await fetch(`${base}/uploads/katalogos/${file}`)).json()) as T;
  const index = await json<{ brands: { key: string; diagramModels: number; file: string }[] }>(indexFile);
  const brand = index.brands.find((entry) => entry.diagramModels > 0) ?? index.brands[0];
  if (!brand) throw new Error('the catalogue index lists no maker');
  const models = (await json<{ models: { slug: string; file: string | null }[] }>(brand.file)).models;
  const model = models.find((entry) => entry.file) ?? models[0];
  if (!model) throw new Error(`the catalogue lists no model of ${brand.key}`);
  return `${prefix}/katalogos/${brand.key}/${model.slug}`;
}

/** Every page of `names` in `locale`, its address found in the shop's HTML. */
export async function findPages(base: string, locale: Locale, names: readonly PageName[]): Promise<ShopPage[]> {
  const prefix = prefixOf(locale);
  const home = await pageText(base, prefix || '/');
  const listing = await pageText(base, `${prefix}/products`);
  // The product page: the first listed part that can be put in the cart (the cart pages need one).
  let product: { path: string; source: string } | undefined;
  for (const candidate of links(listing, `${prefix}/product`).slice(0, 20)) {
    const source = await pageText(base, candidate);
    if (hasEnabledButton(source, addToCartLabel[locale])) {
      product = { path: candidate, source };
      break;
    }
  }
  if (!product) throw new Error(`no part on ${prefix}/products can be put in the cart`);
  const category = links(home, `${prefix}/categories`)[0];
  if (!category) throw new Error('the home page links to no category');
  const brand = links(await pageText(base, `${prefix}/brands`), `${prefix}/brands`)[0];
  if (!brand) throw new Error(`${prefix}/brands links to no brand`);

  const paths: Record<PageName, () => Promise<string> | string> = {
    home: () => prefix || '/',
    product: () => product.path,
    category: () => category,
    brand: () => brand,
    search: () => `${prefix}/products?search=${encodeURIComponent(searchTermOf(product.source))}`,
    katalogos: () => katalogosModelPath(base, prefix),
    cart: () => `${prefix}/shopping-cart`,
    checkout: () => `${prefix}/checkout`,
  };
  const pages: ShopPage[] = [];
  for (const name of names)
    pages.push({ name, locale, path: await paths[name](), indexable: name !== 'cart' && name !== 'checkout' });
  return pages;
}

import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import type { Locale } from '@/shared/locales';
import { cacheTags } from './cache/cache-tags';
import { config } from './config';
import * as catalog from './domains/catalog';
import { pageContext } from './request-context';
import { settingsOfThisRequest } from './settings-reader';
import { findContentPageBySlug, getContentPage as contentPageOf, listFeatures } from './domains/content';
import { recordSearch, searchProducts, type ProductsSearchInput, type SearchOutcome } from './domains/search';
import { sharedStorage } from './storage';

/**
 * Cached reads for the storefront's Server Components: each wraps one domain function, is keyed by its
 * arguments, and is revalidated by its tag when the data changes (a catalogue import revalidates `catalogue`).
 */

const catalogue = { tags: [cacheTags.catalogue], revalidate: 3600 };
const content = { tags: [cacheTags.content], revalidate: 3600 };

/**
 * A read cached across requests by Next (`unstable_cache`, keyed by its arguments, under its tags) and shared within
 * one request by React's `cache`: a page and its metadata asking for the same product query the database once, not
 * once each (two misses of `unstable_cache` at the same moment each run the read). The shop's settings, which every
 * read's context carries, are read first, outside it (see `settingsOfThisRequest`).
 */
function storefrontRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  options: { tags: string[]; revalidate: number },
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, [key], options);
  return cache(async (...args: Args) => {
    await settingsOfThisRequest();
    return cached(...args);
  });
}

export const getCategories = storefrontRead(
  async (locale: Locale, options: { first?: number; childrenFirst?: number } = {}) =>
    catalog.listCategories(await pageContext(locale), options),
  'storefront:categories',
  catalogue,
);

export const getCategory = storefrontRead(
  async (locale: Locale, slug: string) => catalog.getCategory(await pageContext(locale), slug),
  'storefront:category',
  catalogue,
);

/** Where an old (or the other language's) slug of a category or brand now is; null: nowhere (not found). */
export const getTaxonRedirect = storefrontRead(
  async (locale: Locale, kind: 'category' | 'brand', slug: string) =>
    catalog.taxonRedirect(await pageContext(locale), kind, slug),
  'storefront:taxon-redirect',
  catalogue,
);

export const getBrands = storefrontRead(
  async (locale: Locale) => catalog.listBrands(await pageContext(locale)),
  'storefront:brands',
  catalogue,
);

export const getBrand = storefrontRead(
  async (locale: Locale, slug: string) => catalog.getBrand(await pageContext(locale), slug),
  'storefront:brand',
  catalogue,
);

export const getProducts = storefrontRead(
  async (locale: Locale, query: catalog.ProductsQuery) => catalog.listProducts(await pageContext(locale), query),
  'storefront:products',
  catalogue,
);

/** The product search page: matches, facet counts and suggestions for a term and filters. */
export const searchCatalogue = storefrontRead(
  async (locale: Locale, input: ProductsSearchInput) => searchProducts(await pageContext(locale), input),
  'storefront:search',
  catalogue,
);

/**
 * Notes a search as typed in the search log (the proxy does, for each it serves, from the cache or not); never waits
 * for the database, never fails the page. What it found is read when the log is written, a few seconds on, through
 * the cached read its page has filled by then.
 */
export async function noteSearch(locale: Locale, input: ProductsSearchInput): Promise<void> {
  try {
    const term = input.term ?? '';
    recordSearch(await pageContext(locale), { term, locale, outcome: () => searchOutcome(locale, input) });
  } catch (error) {
    console.warn('search log: not recorded', error);
  }
}

async function searchOutcome(locale: Locale, input: ProductsSearchInput): Promise<SearchOutcome> {
  const result = await searchCatalogue(locale, input);
  return {
    results: result.total,
    model: result.understood.machines.find((machine) => machine.kind === 'model')?.slug ?? null,
  };
}

export const findProduct = storefrontRead(
  async (locale: Locale, slug: string) => catalog.findProduct(await pageContext(locale), { slug }),
  'storefront:product',
  catalogue,
);

/**
 * One row of each on a wide screen, two on a phone: more cards cost every product page's visitors their bytes
 * (issue #20) for parts few of them scroll to.
 */
const relatedShown = 4;

export const getRelatedProducts = storefrontRead(
  async (locale: Locale, productId: number) =>
    catalog.relatedProducts(await pageContext(locale), productId, relatedShown),
  'storefront:related',
  catalogue,
);

export const getSimilarProducts = storefrontRead(
  async (locale: Locale, productId: number) =>
    catalog.similarProducts(await pageContext(locale), productId, {
      first: relatedShown,
      fields: ['brand', 'condition', 'category'],
    }),
  'storefront:similar',
  catalogue,
);

export const getFeatures = storefrontRead(
  async (locale: Locale) => listFeatures(await pageContext(locale)),
  'storefront:features',
  content,
);

/** One of the shop's pages (cookie policy, terms, ...) by its key: a content import or an edit revalidates `content`. */
export const getContentPage = storefrontRead(
  async (locale: Locale, page: string) => contentPageOf(await pageContext(locale), page),
  'storefront:content-page',
  content,
);

/** The shop's page at a path (its slug), or the slug to redirect to when the path is the other language's. */
export const findContentPage = storefrontRead(
  async (locale: Locale, slug: string) => findContentPageBySlug(await pageContext(locale), slug),
  'storefront:content-slug',
  content,
);

export const findTaxon = storefrontRead(
  async (locale: Locale, kind: catalog.TaxonomyKind, slug: string) =>
    catalog.findTaxon(await pageContext(locale), kind, slug),
  'storefront:taxon',
  catalogue,
);

/** The parts catalogue's published index, a maker and a model (public files; their names change with their content). */
export const getCatalogueIndex = () => catalog.catalogueIndex({ storage: sharedStorage(config()) });
export const getCatalogueBrand = (brand: string) => catalog.catalogueBrand({ storage: sharedStorage(config()) }, brand);
export const getCatalogueModel = (brand: string, slug: string) =>
  catalog.catalogueModel({ storage: sharedStorage(config()) }, brand, slug);
export const getCatalogueModelFile = (file: string) =>
  catalog.catalogueModelFile({ storage: sharedStorage(config()) }, file);

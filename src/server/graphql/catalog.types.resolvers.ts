import 'server-only';
import { moneyView, type SeoMeta } from '@/server/domains/catalog';
import { localeTags, locales, type Locale } from '@/shared/locales';
import type { LocalizedSlug, MetaTag, Resolvers } from './generated/resolvers-types';
import { imageOf, imageSources } from './images';
import type { SeoMetaModel } from './mappers';

/** How domain results become the schema's types: only the fields whose name or shape differ need a resolver. */

function localizedSlugs(slugs: SeoMeta['translations']): LocalizedSlug[] {
  return locales.map((locale) => ({ locale, slug: slugs[locale] }));
}

const openGraphLocale = (locale: Locale) => localeTags[locale].replace('-', '_');

function metaTags(meta: SeoMetaModel, locale: Locale): MetaTag[] {
  return [
    { name: 'description', content: meta.description },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:type', content: meta.type === 'product' ? 'product' : 'website' },
    { property: 'og:locale', content: openGraphLocale(locale) },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: 'og:locale:alternate', content: openGraphLocale(other) })),
  ];
}

export const catalogTypeResolvers = {
  Image: imageSources,
  Brand: { image: (brand) => imageOf(brand.image) },
  Category: { image: (category) => imageOf(category.image) },
  Product: {
    image: (product) => product.images[0] ?? null,
    translations: (product) => localizedSlugs(product.slugs),
  },
  Variant: {
    discount: (variant, _, { domain }) =>
      variant.salePrice
        ? moneyView(variant.price.amount - variant.salePrice.amount, variant.price.currency, domain.locale)
        : null,
  },
  SeoMeta: {
    translations: (meta) => localizedSlugs(meta.translations),
    tags: (meta, _, { domain }) => metaTags(meta, domain.locale),
  },
  Availability: { AVAILABLE: 'available', BACKORDER: 'backorder', UNAVAILABLE: 'unavailable' },
  ProductStatus: { ACTIVE: 'active', DRAFT: 'draft', ARCHIVED: 'archived' },
  BrandKind: { TRACTOR: 'tractor', PARTS: 'parts', IMPLEMENT: 'implement' },
  TaxonomyKind: {
    BRAND: 'brand',
    CATEGORY: 'category',
    CONDITION: 'condition',
    MODEL: 'model',
    ENGINE: 'engine',
    ROTOVATOR: 'rotovator',
  },
  SimilarityField: {
    CATEGORY: 'category',
    MODEL: 'model',
    ENGINE: 'engine',
    ROTOVATOR: 'rotovator',
    BRAND: 'brand',
    CONDITION: 'condition',
  },
  ProductOrder: {
    RELEVANCE: 'relevance',
    NAME: 'name',
    PRICE_ASC: 'price-asc',
    PRICE_DESC: 'price-desc',
    NEWEST: 'newest',
  },
  SeoType: { PRODUCT: 'product', CATEGORY: 'category', BRAND: 'brand', PAGE: 'page' },
} satisfies Omit<Resolvers, 'Query'>;

import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { AvailabilityBadge } from '@/components/catalog/AvailabilityBadge';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { ConditionBadge } from '@/components/catalog/ConditionBadge';
import { FitBadge } from '@/components/catalog/FitBadge';
import { Price } from '@/components/catalog/Price';
import { PriceAudienceSwitch } from '@/components/vat/PriceAudienceSwitch';
import { AskForPartLink } from '@/components/katalogos/AskForPartLink';
import { CompatibilityLists } from '@/components/product/CompatibilityLists';
import { ProductFacts } from '@/components/product/ProductFacts';
import { ProductGallery } from '@/components/product/ProductGallery';
import { ProductJsonLd } from '@/components/product/ProductJsonLd';
import { RelatedProducts } from '@/components/product/RelatedProducts';
import { VariantTable, WarrantyList } from '@/components/product/WarrantyAndVariants';
import { ClientMessages } from '@/i18n/ClientMessages';
import { config } from '@/server/config';
import { findProduct } from '@/server/storefront';
import type { Locale } from '@/shared/locales';
import { alternatesFor, localizedPath } from '@/shared/paths';
import { metaDescription } from '@/shared/text';
import { pageLocale } from '../../../page-locale';

type Props = { params: Promise<{ locale: string; id: string }> };

export function generateStaticParams() {
  return [];
}

/** The active product of this slug; the other language's or an old slug redirects (301) to the current one. */
async function productOf(locale: Locale, slug: string) {
  const found = await findProduct(locale, decodeURIComponent(slug));
  if (!found) notFound();
  if ('redirectTo' in found) permanentRedirect(localizedPath(locale, `/product/${found.redirectTo}`));
  return found.product;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const product = await productOf(locale, (await params).id);
  return {
    title: product.name,
    description: metaDescription(product.description || product.name),
    alternates: alternatesFor(locale, (each) => `/product/${product.slugs[each]}`),
    openGraph: { type: 'website', title: product.name, images: product.images.slice(0, 1).map((image) => image.src) },
  };
}

/** "Kubota L1-185": the model tree's entries are named without their maker (their parent). */
function makerAndModel(entry: { name: string; parentName: string | null } | undefined): string | null {
  if (!entry) return null;
  return entry.parentName ? `${entry.parentName} ${entry.name}` : entry.name;
}

export default async function ProductPage({ params }: Props) {
  const locale = await pageLocale(params);
  const product = await productOf(locale, (await params).id);
  const [t, tCategories, tCatalogue] = await Promise.all([
    getTranslations('product'),
    getTranslations('pages.categories'),
    getTranslations('katalogos'),
  ]);
  const url = `${config().siteUrl}${localizedPath(locale, `/product/${product.slug}`)}`;
  const category = product.category;
  return (
    // The add-to-cart button's texts (the drawer it opens loads its own), and choosing my tractor among the models
    // the part fits.
    <ClientMessages namespaces={['addToCart', 'myTractor']}>
      <div className="mx-auto max-w-7xl px-4 py-6">
        <ProductJsonLd product={product} url={url} siteUrl={config().siteUrl} />
        <Breadcrumbs
          crumbs={[
            { label: tCategories('title'), href: '/categories' },
            ...(category?.parent ? [{ label: category.parent.name, href: `/categories/${category.parent.slug}` }] : []),
            ...(category ? [{ label: category.name, href: `/product-category/${category.slug}` }] : []),
            { label: product.name },
          ]}
        />
        <div className="grid gap-8 lg:grid-cols-2">
          <ProductGallery images={product.images} name={product.name} />
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-2">
              <ConditionBadge condition={product.condition} />
              {product.brand && <span className="text-sm font-semibold text-neutral-600">{product.brand.name}</span>}
              <FitBadge fits={product.fits} />
            </div>
            <h1 className="text-2xl leading-tight font-bold text-ink sm:text-3xl">{product.name}</h1>
            <Price price={product.price} salePrice={product.salePrice} size="lg" />
            <PriceAudienceSwitch />
            <p className="flex flex-wrap items-center gap-3">
              <AvailabilityBadge availability={product.availability} />
              {product.totalOnHand > 0 && (
                <span className="text-sm text-neutral-600">{t('inStock', { count: product.totalOnHand })}</span>
              )}
            </p>
            <AddToCartButton variantId={product.master.id} available={product.master.availability !== 'unavailable'} />
            <AskForPartLink
              label={tCatalogue('askForPart')}
              model={makerAndModel(product.compatibility.model[0])}
              myTractorFirst
              partNumber={product.mpn}
              className="min-h-11"
            />
            {product.condition?.slug === 'used' && product.totalOnHand === 1 && (
              <p className="rounded bg-amber-50 p-3 text-sm text-amber-900">{t('usedNote')}</p>
            )}
            {product.description && (
              <section aria-labelledby="description">
                <h2 id="description" className="sr-only">
                  {t('description')}
                </h2>
                <p className="leading-relaxed text-neutral-800">{product.description}</p>
              </section>
            )}
            <ProductFacts product={product} />
            <WarrantyList warranties={product.warrantyOptions} />
          </div>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <CompatibilityLists compatibility={product.compatibility} />
          <VariantTable product={product} />
        </div>
        <Suspense>
          <RelatedProducts locale={locale} productId={product.id} kind="related" />
        </Suspense>
        <Suspense>
          <RelatedProducts locale={locale} productId={product.id} kind="similar" />
        </Suspense>
      </div>
    </ClientMessages>
  );
}

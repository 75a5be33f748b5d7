import type { Product, WithContext } from 'schema-dts';
import type { ProductDetail } from '@/server/domains/catalog';

const availability = {
  available: 'https://schema.org/InStock',
  backorder: 'https://schema.org/BackOrder',
  unavailable: 'https://schema.org/OutOfStock',
} as const;

/** schema.org Product for search engines; prices are declared as excluding VAT, as the shop shows them. */
export function ProductJsonLd({ product, url, siteUrl }: { product: ProductDetail; url: string; siteUrl: string }) {
  const price = product.salePrice ?? product.price;
  const data: WithContext<Product> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.mpn ? { mpn: product.mpn } : {}),
    description: product.description || product.name,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.images.length ? { image: product.images.map((image) => `${siteUrl}${image.src}`) } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    itemCondition:
      product.condition?.slug === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: price.currency,
      price: (price.amount / 100).toFixed(2),
      availability: availability[product.availability],
      itemCondition:
        product.condition?.slug === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: (price.amount / 100).toFixed(2),
        priceCurrency: price.currency,
        valueAddedTaxIncluded: false,
      },
    },
  };
  // `<` escaped so that a product text can never close the script element.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

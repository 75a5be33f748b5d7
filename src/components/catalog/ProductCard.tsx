import { useTranslations } from 'next-intl';
import type { ProductSummary } from '@/server/domains/catalog';
import { AvailabilityBadge } from './AvailabilityBadge';
import { CardTitleLink } from './CardTitleLink';
import { ConditionBadge } from './ConditionBadge';
import { FitBadge } from './FitBadge';
import { Price } from './Price';
import { ProductImage } from './ProductImage';

export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  const t = useTranslations('catalog');
  return (
    <article className="group product-card">
      <div className="product-card-picture">
        <ProductImage
          image={product.image}
          fallbackAlt={t('placeholderAlt', { name: product.name })}
          sizes="(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw"
          priority={priority}
          besideText={product.name}
        />
        {product.discountPercent !== null && (
          <span className="discount-badge">{t('discount', { percent: product.discountPercent })}</span>
        )}
      </div>
      <div className="product-card-badges">
        <ConditionBadge condition={product.condition} />
        {product.brand && <span className="product-card-brand">{product.brand.name}</span>}
        <FitBadge fits={product.fits} />
      </div>
      <h3 className="product-card-title">
        <CardTitleLink href={`/product/${product.slug}`}>{product.name}</CardTitleLink>
      </h3>
      {product.mpn && (
        <p className="product-card-mpn">
          {t('partNumber')}: <span className="font-mono">{product.mpn}</span>
        </p>
      )}
      <div className="product-card-foot">
        <Price price={product.price} salePrice={product.salePrice} />
        <AvailabilityBadge availability={product.availability} />
      </div>
    </article>
  );
}

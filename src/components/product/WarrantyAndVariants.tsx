import { useTranslations } from 'next-intl';
import { AvailabilityBadge } from '@/components/catalog/AvailabilityBadge';
import { Price } from '@/components/catalog/Price';
import type { ProductDetail } from '@/server/domains/catalog';

export function WarrantyList({ warranties }: { warranties: ProductDetail['warrantyOptions'] }) {
  const t = useTranslations('product');
  if (warranties.length === 0) return null;
  return (
    <section aria-labelledby="warranty">
      <h2 id="warranty" className="mb-2 text-xl font-semibold">
        {t('warranty')}
      </h2>
      <ul className="space-y-1 text-sm">
        {warranties.map((warranty) => (
          <li key={warranty.internalName}>
            <span className="font-semibold">{warranty.name}</span>
            {warranty.description && <span className="text-neutral-600"> — {warranty.description}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Variants and their options, when a product comes in more than one version. */
export function VariantTable({ product }: { product: ProductDetail }) {
  const t = useTranslations('product');
  const tCatalog = useTranslations('catalog');
  if (product.variants.length === 0) return null;
  return (
    <section aria-labelledby="variants">
      <h2 id="variants" className="mb-2 text-xl font-semibold">
        {t('variants')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-neutral-600">
            <tr>
              <th className="py-1 pr-3 font-semibold">{product.options.map((option) => option.name).join(' / ')}</th>
              <th className="py-1 pr-3 font-semibold">{tCatalog('sku')}</th>
              <th className="py-1 pr-3 font-semibold">{t('availability')}</th>
              <th className="py-1 font-semibold">{tCatalog('price')}</th>
            </tr>
          </thead>
          <tbody>
            {product.variants.map((variant) => (
              <tr key={variant.id} className="border-t border-neutral-200">
                <td className="py-2 pr-3">{variant.label}</td>
                <td className="py-2 pr-3 font-mono">{variant.sku}</td>
                <td className="py-2 pr-3">
                  <AvailabilityBadge availability={variant.availability} />
                </td>
                <td className="py-2">
                  <Price price={variant.price} salePrice={variant.salePrice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

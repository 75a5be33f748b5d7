import { useTranslations } from 'next-intl';
import type { Brand } from '@/server/domains/catalog';
import { CardTitleLink } from './CardTitleLink';
import { Picture } from './Picture';
import { isDrawing } from '@/shared/drawing';

export function BrandGrid({ brands }: { brands: Brand[] }) {
  const t = useTranslations('catalog');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
      {brands.map((brand) => (
        <li
          key={brand.id}
          className="relative rounded-lg border border-neutral-200 p-4 text-center shadow-sm transition hover:border-brand"
        >
          {brand.image && (
            // A logo is a mark beside the name, not its label: the name below says which brand it is.
            <Picture
              src={brand.image.src}
              alt=""
              width={240}
              height={96}
              unoptimized={isDrawing(brand.image.src)}
              className="mx-auto mb-2 h-12 w-auto"
            />
          )}
          <h3 className="font-semibold text-ink">
            <CardTitleLink href={`/brands/${brand.slug}`}>{brand.name}</CardTitleLink>
          </h3>
          <p className="mt-1 text-sm text-neutral-600">{t('productsCount', { count: brand.productsCount })}</p>
        </li>
      ))}
    </ul>
  );
}

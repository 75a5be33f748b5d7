import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Category } from '@/server/domains/catalog';
import { CardTitleLink } from './CardTitleLink';
import { Picture } from './Picture';
import { isDrawing } from '@/shared/drawing';

/** Category cards with their picture (when staff gave one), product count and (up to 5) sub-categories (spec §9). */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const t = useTranslations('home');
  if (categories.length === 0) return <p className="text-neutral-600">{t('empty')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {categories.map((category) => (
        <li
          key={category.id}
          className="relative flex flex-col rounded-lg border border-neutral-200 p-4 shadow-sm transition hover:border-brand"
        >
          {category.image && (
            // The picture illustrates the card; the name below is its label.
            <Picture
              src={category.image.src}
              alt=""
              width={320}
              height={180}
              sizes="(min-width: 1280px) 20vw, (min-width: 640px) 45vw, 90vw"
              unoptimized={isDrawing(category.image.src)}
              className="mb-3 aspect-video w-full rounded object-contain"
            />
          )}
          <h3 className="text-lg font-semibold text-ink">
            <CardTitleLink href={`/categories/${category.slug}`}>{category.name}</CardTitleLink>
          </h3>
          {category.excerpt && <p className="mt-1 line-clamp-3 text-sm text-neutral-600">{category.excerpt}</p>}
          {category.children.length > 0 && (
            <ul className="relative z-10 mt-3 flex flex-wrap gap-1.5">
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link
                    href={`/product-category/${child.slug}`}
                    className="inline-block rounded-full bg-neutral-100 px-2.5 py-1 text-xs text-neutral-700 hover:bg-brand hover:text-white"
                  >
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-auto pt-3 text-sm font-semibold text-brand" data-testid="category-count">
            {t('productCount', { count: category.productsCount })}
          </p>
        </li>
      ))}
    </ul>
  );
}

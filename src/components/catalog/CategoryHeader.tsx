import { useTranslations } from 'next-intl';
import type { Category } from '@/server/domains/catalog';
import { Breadcrumbs } from './Breadcrumbs';
import { Picture } from './Picture';
import { isDrawing } from '@/shared/drawing';
import { SubcategoryLinks } from './SubcategoryLinks';

/**
 * Breadcrumbs, picture, name, excerpt, product count and sub-categories of a category page. `withCount` is off where the
 * listing below counts the products itself (saying "84 products" twice looks unfinished).
 */
export function CategoryHeader({ category, withCount = true }: { category: Category; withCount?: boolean }) {
  const t = useTranslations('catalog');
  const tPages = useTranslations('pages.categories');
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { label: tPages('title'), href: '/categories' },
          ...(category.parent ? [{ label: category.parent.name, href: `/categories/${category.parent.slug}` }] : []),
          { label: category.name },
        ]}
      />
      <div className="flex flex-wrap items-center gap-4">
        {category.image && (
          <Picture
            src={category.image.src}
            alt={category.image.alt}
            width={160}
            height={90}
            priority
            unoptimized={isDrawing(category.image.src)}
            className="h-20 w-auto rounded object-contain"
          />
        )}
        <h1 className="text-3xl font-bold text-ink">{category.name}</h1>
      </div>
      {category.excerpt && <p className="mt-2 max-w-3xl text-neutral-600">{category.excerpt}</p>}
      {withCount && (
        <p className="mt-1 text-sm font-semibold text-brand">{t('productsCount', { count: category.productsCount })}</p>
      )}
      <SubcategoryLinks subcategories={category.children} />
    </>
  );
}

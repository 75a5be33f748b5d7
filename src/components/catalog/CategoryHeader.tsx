import { useTranslations } from 'next-intl';
import type { Category } from '@/server/domains/catalog';
import { Breadcrumbs } from './Breadcrumbs';
import { SubcategoryLinks } from './SubcategoryLinks';

/**
 * Breadcrumbs, name, excerpt, product count and sub-categories of a category page. `withCount` is off where the
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
      <h1 className="text-3xl font-bold text-ink">{category.name}</h1>
      {category.excerpt && <p className="mt-2 max-w-3xl text-neutral-600">{category.excerpt}</p>}
      {withCount && (
        <p className="mt-1 text-sm font-semibold text-brand">{t('productsCount', { count: category.productsCount })}</p>
      )}
      <SubcategoryLinks subcategories={category.children} />
    </>
  );
}

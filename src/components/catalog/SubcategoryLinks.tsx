import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { CategoryLink } from '@/server/domains/catalog';

export function SubcategoryLinks({ subcategories }: { subcategories: CategoryLink[] }) {
  const t = useTranslations('catalog');
  if (subcategories.length === 0) return null;
  return (
    <section aria-labelledby="subcategories" className="mt-6">
      <h2 id="subcategories" className="sr-only">
        {t('subcategories')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {subcategories.map((child) => (
          <li key={child.id}>
            <Link
              href={`/product-category/${child.slug}`}
              className="inline-block rounded-full border border-neutral-300 px-3 py-1.5 text-sm hover:border-brand hover:text-brand"
            >
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

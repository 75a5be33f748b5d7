import { useTranslations } from 'next-intl';
import type { CategoryLink } from '@/server/domains/catalog';
import { FooterColumn, footerLinkClass } from './FooterColumn';
import { Link } from '@/i18n/navigation';

/** Spec §2, §9: up to six categories, each to its page, and the full list. */
export function ProductsColumn({ categories }: { categories: CategoryLink[] }) {
  const t = useTranslations('footer');
  return (
    <FooterColumn id="footer-products" title={t('products')}>
      <ul className="flex flex-col gap-0.5">
        {categories.slice(0, 6).map((category) => (
          <li key={category.id}>
            <Link href={`/categories/${category.slug}`} className={footerLinkClass}>
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Link href="/categories" className="footer-link-strong">
            {t('allCategories')}
            <span aria-hidden="true" className="ml-1">
              →
            </span>
          </Link>
        </li>
      </ul>
    </FooterColumn>
  );
}

import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { secondaryButton } from '@/components/ui/button-styles';

/** Previous / next page links of a paged back-office list; `href` makes a page's address. */
export async function StockPaging({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const t = await getTranslations('staffStock.paging');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('label')} className="flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link href={href(page - 1)} className={`inline-flex items-center ${secondaryButton}`}>
          {t('previous')}
        </Link>
      )}
      <span className="text-neutral-700">{t('page', { page, pages })}</span>
      {page < pages && (
        <Link href={href(page + 1)} className={`inline-flex items-center ${secondaryButton}`}>
          {t('next')}
        </Link>
      )}
    </nav>
  );
}

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** Page links that keep the other query parameters (sort, search). */
export function Pagination({
  page,
  pages,
  pathname,
  query,
}: {
  page: number;
  pages: number;
  pathname: string;
  query: Record<string, string>;
}) {
  const t = useTranslations('catalog.pagination');
  if (pages <= 1) return null;
  const href = (target: number) => ({ pathname, query: { ...query, ...(target > 1 ? { page: String(target) } : {}) } });
  const numbers = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav aria-label={t('label')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={href(page - 1)} rel="prev" className="page-link">
          {t('previous')}
        </Link>
      )}
      {numbers.map((n, index) => (
        <span key={n} className="flex items-center gap-2">
          {index > 0 && n - numbers[index - 1]! > 1 && <span aria-hidden="true">…</span>}
          {n === page ? (
            <span aria-current="page" className="page-link">
              <span className="sr-only">{t('page', { page: n })}</span>
              <span aria-hidden="true">{n}</span>
            </span>
          ) : (
            <Link href={href(n)} aria-label={t('page', { page: n })} className="page-link">
              {n}
            </Link>
          )}
        </span>
      ))}
      {page < pages && (
        <Link href={href(page + 1)} rel="next" className="page-link">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}

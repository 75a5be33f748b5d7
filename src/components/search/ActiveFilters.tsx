import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { FacetGroupData } from './facet-options';

/** The chosen filters as chips that remove themselves, and one link that removes them all. */
export function ActiveFilters({
  groups,
  clearQuery,
}: {
  groups: FacetGroupData[];
  clearQuery: Record<string, string>;
}) {
  const t = useTranslations('search.filters');
  const chosen = groups.flatMap((group) => group.options.filter((option) => option.chosen));
  if (chosen.length === 0) return null;
  return (
    <div role="region" aria-label={t('active')} className="mb-4 flex flex-wrap items-center gap-2">
      {chosen.map((option) => (
        <Link
          key={`${option.key}`}
          href={option.href}
          scroll={false}
          aria-label={t('remove', { name: option.label })}
          className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand bg-brand/5 px-3 text-sm text-ink hover:bg-brand/10"
        >
          {option.label}
          <Icon name="x" className="size-4" />
        </Link>
      ))}
      <Link
        href={{ pathname: '/products', query: clearQuery }}
        scroll={false}
        className="min-h-9 px-2 py-2 text-sm font-medium text-brand-dark underline"
      >
        {t('clearAll')}
      </Link>
    </div>
  );
}

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export type Crumb = { label: string; href?: string };

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTranslations('catalog');
  const all: Crumb[] = [{ label: t('home'), href: '/' }, ...crumbs];
  return (
    <nav aria-label={t('breadcrumb')} className="mb-4 text-sm text-neutral-600">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.href && index < all.length - 1 ? (
              <Link href={crumb.href} className="hover:text-brand hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={index === all.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export type Crumb = { label: string; href?: string };

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTranslations('catalog');
  const all: Crumb[] = [{ label: t('home'), href: '/' }, ...crumbs];
  return (
    // Its list, steps and links take their look from `.breadcrumbs` (globals.css).
    <nav aria-label={t('breadcrumb')} className="breadcrumbs">
      <ol>
        {all.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.href && index < all.length - 1 ? (
              <Link href={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === all.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

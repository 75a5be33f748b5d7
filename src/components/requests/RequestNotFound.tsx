import { useTranslations } from 'next-intl';
import { NotFoundPanel } from '@/components/layout/NotFoundPanel';

/** An unknown or missing request link: what to do next, with the way to contact the shop. */
export function RequestNotFound({ withoutId = false }: { withoutId?: boolean }) {
  const t = useTranslations('request');
  return (
    <NotFoundPanel
      title={t('notFoundTitle')}
      text={withoutId ? t('noId') : t('notFound')}
      primary={{ href: '/epikoinonia', label: t('contact') }}
      secondary={{ href: '/account', label: t('myRequests') }}
    />
  );
}

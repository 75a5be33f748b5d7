import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** An unknown or missing request link: what to do next, with the way to contact the shop. */
export function RequestNotFound({ withoutId = false }: { withoutId?: boolean }) {
  const t = useTranslations('request');
  return (
    <div className="rounded-md border border-neutral-200 p-6">
      <h1 className="text-2xl font-bold text-ink">{t('notFoundTitle')}</h1>
      <p className="mt-2 text-neutral-700">{withoutId ? t('noId') : t('notFound')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href="/epikoinonia" className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
          {t('contact')}
        </Link>
        <Link href="/account" className="inline-flex min-h-11 items-center rounded-md border border-neutral-300 px-4 font-semibold text-ink hover:border-brand">
          {t('myRequests')}
        </Link>
      </div>
    </div>
  );
}

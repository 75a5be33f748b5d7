import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { primaryButton } from '@/components/ui/button-styles';

/** A signed-in member whose role may not do what they asked (requireStaff's forbidden(), answered 403). */
export default async function StaffForbidden() {
  const t = await getTranslations('staff.forbidden');
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      <p role="alert" className="mt-3 text-neutral-700">
        {t('body')}
      </p>
      <Link href="/staff" className={`mt-6 inline-flex items-center ${primaryButton}`}>
        {t('home')}
      </Link>
    </div>
  );
}

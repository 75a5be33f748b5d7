import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewCartForm } from '@/components/staff/carts/NewCartForm';
import { Link } from '@/i18n/navigation';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageLocale } from '../../../page-locale';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffCarts'))('new') };
}

/** Starts a phone order: an empty cart owned by the staff member, opened next. */
export default async function NewStaffCartPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'carts.create');
  const t = await getTranslations('staffCarts');
  return (
    <div className="max-w-3xl space-y-4">
      <Link href="/staff/carts" className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline">
        ← {t('back')}
      </Link>
      <h1 className="text-2xl font-bold text-ink">{t('new')}</h1>
      <p className="text-neutral-700">{t('newLead')}</p>
      <NewCartForm locale={locale} />
    </div>
  );
}

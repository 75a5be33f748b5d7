import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { StaffRequestList } from '@/components/staff/StaffRequestList';
import { pageLocale } from '../../../page-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('staffRequests');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Staff: every customer request. The page is a shell; the data comes only to a staff member's token. */
export default async function StaffRequestsPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('staffRequests');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
      <p className="mt-2 mb-6 text-neutral-600">{t('lead')}</p>
      <RequireAuth fallback={<p aria-busy="true" />}>
        <StaffRequestList />
      </RequireAuth>
    </div>
  );
}

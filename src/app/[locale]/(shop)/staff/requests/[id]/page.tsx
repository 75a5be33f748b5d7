import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { StaffRequestView } from '@/components/staff/StaffRequestView';
import { pageLocale } from '../../../../page-locale';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('staffRequests');
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** Staff: one request, its reply box and status change; anyone else gets not-found from the server. */
export default async function StaffRequestPage({ params }: Props) {
  await pageLocale(params);
  const { id } = await params;
  const t = await getTranslations('staffRequests');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-4 text-3xl font-bold text-ink">{t('title')}</h1>
      <RequireAuth fallback={<p aria-busy="true" />}>
        <StaffRequestView requestId={decodeURIComponent(id)} />
      </RequireAuth>
    </div>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SettingsForm } from '@/components/staff/settings/SettingsForm';
import { config } from '@/server/config';
import { currentShopSettings } from '@/server/domains/settings';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { settingsFormValues } from '@/shared/shop-settings-form';
import { pageLocale } from '../../page-locale';
import { saveSettingsAction } from './actions';

// Behind the staff session; the settings are read fresh for the form.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffSettings'))('title') };
}

/** /staff/settings (owner): shipping, fees, installments, bank, VAT, payment switches, contact form, scripts. */
export default async function StaffSettingsPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'settings.edit');
  const ctx = await pageContext(locale);
  // Read past the cache: the form must start from the version stored now.
  const { settings, version } = await currentShopSettings({ db: ctx.db, config: config() });
  const t = await getTranslations('staffSettings');
  return (
    <div className="mx-auto w-full max-w-5xl min-w-0 space-y-6 px-4 py-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-1 text-neutral-700">{t('lead')}</p>
      </div>
      <SettingsForm
        initial={settingsFormValues(settings)}
        version={version}
        locale={locale}
        save={saveSettingsAction}
      />
    </div>
  );
}

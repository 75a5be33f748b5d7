import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { staffSections } from '@/components/staff/staff-navigation';
import { Link } from '@/i18n/navigation';
import { staffMay } from '@/server/domains/staff';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageLocale } from '../page-locale';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staff.home'))('title') };
}

/** The back office's home: a welcome and the sections this member's role may open (part 3 makes it a dashboard). */
export default async function StaffHomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const staff = await requireStaff(locale, 'backoffice.enter');
  const t = await getTranslations('staff');
  const sections = staffSections.filter((section) => section.key !== 'home' && staffMay(staff.role, section.action));
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold break-words text-ink">{t('home.welcome', { email: staff.email })}</h1>
        <p className="mt-2 text-neutral-700">{t('home.lead', { role: t(`roles.${staff.role}`) })}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.key}>
            <Link
              href={section.href}
              className="block h-full rounded-md border border-neutral-200 p-4 hover:border-brand"
            >
              <span className="block text-lg font-semibold text-ink">{t(`nav.${section.key}`)}</span>
              <span className="mt-1 block text-neutral-700">
                {t(`home.sections.${section.key as Exclude<typeof section.key, 'home'>}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

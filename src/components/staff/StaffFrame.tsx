import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { staffMay } from '@/server/domains/staff';
import type { Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';
import { StaffNav } from './StaffNav';
import { staffSections, type StaffMemberBadge, type StaffNavKey } from './staff-navigation';
import { SignOutButton } from './SignOutButton';

type Props = {
  locale: Locale;
  member: StaffMemberBadge | null;
  /** Counts beside sections (the orders waiting for staff), filled in by whoever knows them. */
  badges?: Partial<Record<Extract<StaffNavKey, 'orders'>, number>>;
  children: ReactNode;
};

/** The back office's frame: side navigation (a menu on phones) with who is signed in, and the page. */
export async function StaffFrame({ locale, member, badges, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'staff' });
  if (!member)
    return (
      <main id="main" className="flex flex-1 flex-col bg-neutral-50 px-4 py-8 sm:py-16">
        <div className="mx-auto w-full max-w-md">
          <p className="mb-6 text-center text-lg font-bold text-ink">{t('title')}</p>
          {children}
        </div>
      </main>
    );
  const items = staffSections
    .filter((section) => staffMay(member.role, section.action))
    .map((section) => ({
      href: section.href,
      label: t(`nav.${section.key}`),
      ...(section.key === 'orders' && badges?.orders !== undefined
        ? { badge: badges.orders, badgeUrl: localizedPath(locale, '/staff/orders/awaiting') }
        : {}),
    }));
  return (
    <div className="flex flex-1 flex-col md:flex-row">
      <StaffNav
        title={t('title')}
        items={items}
        labels={{ navigation: t('nav.label'), menu: t('nav.menu'), badge: t('nav.badge') }}
        footer={
          <div className="space-y-2 border-t border-white/15 pt-4 text-sm">
            <p className="break-all text-white">{member.email}</p>
            <p className="text-white/75">{t(`roles.${member.role}`)}</p>
            <SignOutButton locale={locale} label={t('nav.signOut')} />
          </div>
        }
      />
      <main id="main" className="min-w-0 flex-1 bg-white px-4 py-6 sm:px-8">
        {children}
      </main>
    </div>
  );
}

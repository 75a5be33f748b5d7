import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StaffFrame } from '@/components/staff/StaffFrame';
import { ClientMessages } from '@/i18n/ClientMessages';
import { ordersAwaitingStaff } from '@/server/domains/orders';
import { staffMay } from '@/server/domains/staff';
import { currentStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { isStaffSignInPath, staffPathHeader } from '@/shared/staff-paths';
import { pageLocale } from '../page-locale';

// Per request: behind the staff session's cookie, never cached or rendered ahead.
export const dynamic = 'force-dynamic';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('staff');
  // Never indexed, never followed, and its addresses never sent to other sites.
  return {
    title: { default: t('title'), template: `%s | ${t('title')}` },
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/**
 * The back office's own layout (issue #15): no storefront header or footer; a side navigation for a signed-in
 * member, the page alone for signing in and accepting an invitation.
 */
export default async function StaffLayout({ children, params }: Props) {
  const locale = await pageLocale(params);
  // Signing in keeps the plain frame even once signed in: the set-up's recovery codes stay on screen.
  const signingIn = isStaffSignInPath((await headers()).get(staffPathHeader) ?? '');
  const staff = signingIn ? null : await currentStaff();
  const awaiting =
    staff && staffMay(staff.role, 'orders.view') ? await ordersAwaitingStaff(await pageContext(locale)) : undefined;
  return (
    // The back office's forms, all of them: its pages are for staff at a desk, not for a first visit on a phone.
    <ClientMessages
      namespaces={[
        // All of errors: the root layout leaves the codes only the back office shows out.
        'errors',
        'staff',
        'staffCarts',
        'staffContent',
        'staffDiagrams',
        'staffImport',
        'staffNewsletter',
        'staffProducts',
        'staffRequests',
        'staffSettings',
        'staffStock',
        'staffTaxonomies',
        'orderDesk',
        'auth.addresses',
        'contact.validation',
        'hours',
      ]}
    >
      <StaffFrame
        locale={locale}
        member={staff && { email: staff.email, role: staff.role }}
        badges={{ orders: awaiting }}
      >
        {children}
      </StaffFrame>
    </ClientMessages>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NeedsActionPanel } from '@/components/staff/dashboard/NeedsActionPanel';
import { SalesSection } from '@/components/staff/dashboard/SalesSection';
import { dashboardSales, needsAction } from '@/server/domains/dashboard';
import { staffMay } from '@/server/domains/staff';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { dashboardPeriod } from '@/shared/dashboard-periods';
import { pageLocale } from '../page-locale';

// Behind the staff session, and the figures change with every order: rendered per request.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffDashboard'))('title') };
}

/**
 * /staff, the back office's home: what waits for someone now, then (for the roles that see money) the period's
 * sales against the period before, per day, the best sellers and what customers searched for.
 */
export default async function StaffDashboardPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const staff = await requireStaff(locale, 'backoffice.enter');
  const ctx = await pageContext(locale);
  const period = dashboardPeriod(await searchParams, ctx.now());
  const seesSales = staffMay(staff.role, 'dashboard.sales');
  const [waiting, sales, t] = await Promise.all([
    needsAction(ctx),
    seesSales ? dashboardSales(ctx, period) : null,
    getTranslations('staffDashboard'),
  ]);
  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-8 px-4 py-6">
      <h1 className="text-2xl font-bold break-words text-ink">{t('welcome', { email: staff.email })}</h1>
      <NeedsActionPanel
        waiting={waiting}
        locale={locale}
        links={{ orders: staffMay(staff.role, 'orders.view'), requests: staffMay(staff.role, 'requests.view') }}
      />
      {sales && <SalesSection sales={sales} period={period} locale={locale} />}
    </div>
  );
}

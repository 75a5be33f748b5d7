import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { DashboardPeriod } from '@/shared/dashboard-periods';
import { localeTags, type Locale } from '@/shared/locales';

const fixedPeriods = ['today', '7d', '30d'] as const;

/** Today, 7 or 30 days as links; a chosen range as a plain GET form (it works before any script has loaded). */
export async function PeriodPicker({ period, locale }: { period: DashboardPeriod; locale: Locale }) {
  const t = await getTranslations('staffDashboard.period');
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'medium', timeZone: 'UTC' });
  const shown = (day: string) => date.format(new Date(`${day}T00:00:00Z`));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <nav aria-label={t('label')}>
          <ul className="flex flex-wrap gap-2">
            {fixedPeriods.map((key) => (
              <li key={key}>
                <Link
                  href={`/staff?period=${key}`}
                  prefetch={false}
                  aria-current={period.key === key ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-md border px-3 font-semibold ${period.key === key ? 'border-brand bg-brand text-white' : 'border-neutral-300 text-ink hover:border-brand'}`}
                >
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <form method="get" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="period" value="range" />
          <label className="flex flex-col text-sm text-neutral-700">
            {t('from')}
            <input
              type="date"
              name="from"
              defaultValue={period.from}
              required
              className="min-h-11 rounded-md border border-neutral-300 px-2 text-ink"
            />
          </label>
          <label className="flex flex-col text-sm text-neutral-700">
            {t('to')}
            <input
              type="date"
              name="to"
              defaultValue={period.to}
              required
              className="min-h-11 rounded-md border border-neutral-300 px-2 text-ink"
            />
          </label>
          <button
            type="submit"
            className={`min-h-11 rounded-md border px-3 font-semibold ${period.key === 'range' ? 'border-brand bg-brand text-white' : 'border-neutral-300 text-ink hover:border-brand'}`}
          >
            {t('show')}
          </button>
        </form>
      </div>
      <p className="text-neutral-700">
        {t('shown', {
          from: shown(period.from),
          to: shown(period.to),
          previousFrom: shown(period.previous.from),
          previousTo: shown(period.previous.to),
        })}
      </p>
    </div>
  );
}

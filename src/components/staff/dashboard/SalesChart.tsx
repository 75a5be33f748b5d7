'use client';

import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { localeTags, type Locale } from '@/shared/locales';

export type SalesChartDay = { day: string; revenueCents: number; orders: number };

/**
 * Revenue (bars, euros) and orders (a line) per day. Drawn for the eye only: the same numbers are in the table
 * beside it, which screen readers read instead.
 */
export function SalesChart({
  days,
  locale,
  labels,
}: {
  days: SalesChartDay[];
  locale: Locale;
  labels: { revenue: string; orders: string };
}) {
  const tag = localeTags[locale];
  const shortDay = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const euros = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const data = days.map((day) => ({ ...day, revenue: day.revenueCents / 100 }));
  const dayOf = (value: unknown) => new Date(`${String(value)}T00:00:00Z`);
  return (
    <div aria-hidden="true" className="h-72 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={(value) => shortDay.format(dayOf(value))} minTickGap={16} fontSize={12} />
          <YAxis yAxisId="revenue" tickFormatter={(value: number) => euros.format(value)} width={64} fontSize={12} />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} width={32} fontSize={12} />
          <Tooltip
            labelFormatter={(value) => longDay.format(dayOf(value))}
            formatter={(value, name) => (name === labels.revenue ? euros.format(Number(value)) : String(value))}
          />
          <Legend />
          <Bar yAxisId="revenue" dataKey="revenue" name={labels.revenue} fill="#1d4ed8" isAnimationActive={false} />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name={labels.orders}
            stroke="#b45309"
            strokeWidth={2}
            dot={days.length <= 31}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

import 'server-only';
import { createTranslator } from 'use-intl/core';
import { allMessages } from '@/i18n/all-messages';
import { sharedDatabase } from '@/server/db';
import { orderDeskCsv, type OrderDeskCsvText } from '@/server/domains/orders';
import { requireStaff } from '@/server/http/staff/require-staff';
import { parseOrderDeskFilters } from '@/shared/order-desk-filters';
import { isLocale, type Locale } from '@/shared/locales';
import { orderDeskLabels } from './order-desk-labels';

/** The export's column headers and names in the reader's language. */
export function orderDeskCsvText(locale: Locale): OrderDeskCsvText {
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'staffOrders.csv' });
  return { locale, header: (column) => t(column), ...orderDeskLabels(locale) };
}

/**
 * GET /staff/orders/export?…the list's filters…: the filtered list as a CSV download, for staff whose role may
 * export orders. Filters that do not parse are left out, as on the page.
 */
export async function exportOrderDesk(request: Request, params: Promise<{ locale: string }>): Promise<Response> {
  const requested = (await params).locale;
  if (!isLocale(requested)) return new Response(null, { status: 404 });
  await requireStaff(requested, 'orders.export');
  const { filters } = parseOrderDeskFilters(new URL(request.url).searchParams);
  const csv = orderDeskCsv({ db: (await sharedDatabase()).db }, filters, orderDeskCsvText(requested));
  const day = new Date().toISOString().slice(0, 10);
  const name = createTranslator({ locale: requested, messages: allMessages[requested], namespace: 'staffOrders.csv' })(
    'fileName',
  );
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}

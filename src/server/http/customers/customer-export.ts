import 'server-only';
import { getTranslations } from 'next-intl/server';
import { customerRefOf, exportCustomer, type CustomerRecord } from '@/server/domains/customers';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { isLocale, localeTags, type Locale } from '@/shared/locales';
import { formatMoney } from '@/shared/money';

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A nested value (an address, invoice details) as a definition list: each field and its value. */
function fields(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return escape(value);
  const rows = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== '');
  return `<dl>${rows.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${fields(v)}</dd>`).join('')}</dl>`;
}

/** The privacy export as a page a person reads (and prints): the same record as the JSON file. */
async function readableExport(record: CustomerRecord, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'staffCustomers.export' });
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'medium', timeStyle: 'short' });
  const money = (cents: number) => formatMoney({ cents, currency: 'EUR' }, locale);
  const section = (title: string, body: string) => `<section><h2>${escape(title)}</h2>${body}</section>`;
  const list = <T>(items: T[], item: (value: T) => string) =>
    items.length === 0
      ? `<p>${escape(t('none'))}</p>`
      : `<ol>${items.map((value) => `<li>${item(value)}</li>`).join('')}</ol>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escape(t('title', { email: record.email }))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;line-height:1.5}dt{font-weight:600}dd{margin:0 0 .25rem 1rem}</style></head><body>
<h1>${escape(t('title', { email: record.email }))}</h1>
${section(t('account'), record.account ? fields(record.account) : `<p>${escape(t('guest'))}</p>`)}
${section(t('addresses'), list(record.addresses, fields))}
${section(
  t('orders'),
  list(
    record.orders,
    (order) =>
      `<p><strong>${escape(order.number)}</strong> · ${escape(date.format(order.placedAt))} · ${escape(order.state)} · ${escape(money(order.totalCents))}</p>${fields({ billing: order.billingAddress, shipping: order.shippingAddress, invoice: order.invoice })}${list(order.lines, (line) => `${escape(line.quantity)} × ${escape(line.name)} (${escape(line.sku)})`)}`,
  ),
)}
${section(
  t('requests'),
  list(
    record.requests,
    (request) =>
      `<p>${escape(date.format(request.createdAt))} · ${escape(request.status)}</p><p>${escape(request.message)}</p>`,
  ),
)}
${section(t('newsletter'), record.newsletter ? fields(record.newsletter) : `<p>${escape(t('none'))}</p>`)}
</body></html>`;
}

/** GET /staff/customers/{key}/export?format=json|html: the owner's privacy export, audited by the domain. */
export async function customerExportResponse(request: Request, params: Promise<{ locale: string; key: string }>) {
  const { locale, key } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const actor = await requireStaff(locale, 'customers.export');
  const ref = customerRefOf(decodeURIComponent(key));
  if (!ref) return new Response('Not found', { status: 404 });
  const exported = await exportCustomer(await pageContext(locale), actor, ref);
  if (!exported.ok) return new Response('Not found', { status: exported.error === 'NOT_FOUND' ? 404 : 403 });
  const html = new URL(request.url).searchParams.get('format') === 'html';
  const name = `customer-${ref.kind === 'member' ? ref.userId : 'guest'}-${new Date().toISOString().slice(0, 10)}`;
  const headers = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };
  return html
    ? new Response(await readableExport(exported.record, locale), {
        headers: {
          ...headers,
          'content-type': 'text/html; charset=utf-8',
          'content-disposition': `inline; filename="${name}.html"`,
        },
      })
    : new Response(JSON.stringify(exported.record, null, 2), {
        headers: {
          ...headers,
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="${name}.json"`,
        },
      });
}

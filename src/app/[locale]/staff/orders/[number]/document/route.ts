import { orderByNumber, orderDocumentPdf } from '@/server/domains/orders';
import { requireStaff } from '@/server/http/staff/require-staff';
import { documentOfOrder } from '@/server/domains/tax-documents';
import { pdfResponse } from '@/server/http/pdf-response';
import { pageContext } from '@/server/request-context';
import { answeringFaults } from '@/server/route-faults';
import { isLocale } from '@/shared/locales';

type Params = { params: Promise<{ locale: string; number: string }> };

/** The order's receipt or invoice (PDF) in the page's language: the same document the customer's receipt page gives. */
export const GET = answeringFaults(async (_: Request, { params }: Params) => {
  const { locale, number } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  await requireStaff(locale, 'orders.print');
  const ctx = await pageContext(locale);
  const order = await orderByNumber(ctx, decodeURIComponent(number));
  if (!order) return new Response(null, { status: 404 });
  return pdfResponse(
    await orderDocumentPdf(order, locale, ctx.config.contact, await documentOfOrder(ctx.db, order.receiptId)),
    `${order.number}-${locale}.pdf`,
  );
});

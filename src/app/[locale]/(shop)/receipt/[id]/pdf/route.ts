import { orderByReceipt, orderDocumentPdf } from '@/server/domains/orders';
import { documentOfOrder } from '@/server/domains/tax-documents';
import { pdfResponse } from '@/server/http/pdf-response';
import { pageContext } from '@/server/request-context';
import { answeringFaults } from '@/server/route-faults';
import { isLocale } from '@/shared/locales';

type Params = { params: Promise<{ locale: string; id: string }> };

/** The receipt link's document (PDF): whoever holds the link gets the same receipt or invoice staff print. */
export const GET = answeringFaults(async (_: Request, { params }: Params) => {
  const { locale, id } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const ctx = await pageContext(locale);
  const order = await orderByReceipt(ctx, decodeURIComponent(id));
  if (!order) return new Response(null, { status: 404 });
  return pdfResponse(
    await orderDocumentPdf(order, locale, ctx.config.contact, await documentOfOrder(ctx.db, order.receiptId)),
    `${order.number}.pdf`,
  );
});

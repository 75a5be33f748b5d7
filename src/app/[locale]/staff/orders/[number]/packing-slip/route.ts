import { orderByNumber, packingSlipPdf } from '@/server/domains/orders';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pdfResponse } from '@/server/http/pdf-response';
import { pageContext } from '@/server/request-context';
import { answeringFaults } from '@/server/route-faults';
import { isLocale } from '@/shared/locales';

type Params = { params: Promise<{ locale: string; number: string }> };

/** The order's packing slip (PDF) for the warehouse, in the page's language. */
export const GET = answeringFaults(async (_: Request, { params }: Params) => {
  const { locale, number } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  await requireStaff(locale, 'orders.print');
  const order = await orderByNumber(await pageContext(locale), decodeURIComponent(number));
  if (!order) return new Response(null, { status: 404 });
  return pdfResponse(await packingSlipPdf(order, locale), `${order.number}-packing-slip.pdf`);
});

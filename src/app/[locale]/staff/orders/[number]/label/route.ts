import { orderIdOf } from '@/server/domains/orders';
import { voucherLabel } from '@/server/domains/shipping';
import { pdfResponse } from '@/server/http/pdf-response';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { answeringFaults } from '@/server/route-faults';
import { errorStatus } from '@/shared/error-codes';
import { isLocale } from '@/shared/locales';

type Params = { params: Promise<{ locale: string; number: string }> };

/** The courier's label of the order's voucher (PDF), to print and stick on the box. */
export const GET = answeringFaults(async (_: Request, { params }: Params) => {
  const { locale, number } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const actor = await requireStaff(locale, 'orders.print');
  const orderId = orderIdOf(decodeURIComponent(number));
  if (orderId === null) return new Response(null, { status: 404 });
  const label = await voucherLabel(await pageContext(locale), actor, orderId);
  if (!label.ok) {
    const status = errorStatus(label.error.code);
    return Response.json({ message: label.error.code, statusCode: status }, { status });
  }
  return pdfResponse(Buffer.from(label.pdf), `${decodeURIComponent(number)}-${label.voucherNumber}.pdf`);
});

import { exportOrderDesk } from '@/server/http/orders/order-desk-export';
import { answeringFaults } from '@/server/route-faults';

export const dynamic = 'force-dynamic';

/** The order desk's CSV export (the list's "Export CSV" link): see `exportOrderDesk`. */
export const GET = answeringFaults((request: Request, { params }: { params: Promise<{ locale: string }> }) =>
  exportOrderDesk(request, params),
);

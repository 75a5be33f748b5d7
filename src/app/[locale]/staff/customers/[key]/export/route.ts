import { customerExportResponse } from '@/server/http/customers/customer-export';
import { answeringFaults } from '@/server/route-faults';

export const dynamic = 'force-dynamic';

/** The privacy export of one customer, as JSON or a readable page: see `customerExportResponse`. */
export const GET = answeringFaults(
  (request: Request, { params }: { params: Promise<{ locale: string; key: string }> }) =>
    customerExportResponse(request, params),
);

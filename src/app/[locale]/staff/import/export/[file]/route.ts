import { catalogueExportAnswer } from '@/server/http/staff/catalogue-import-routes';
import { answeringFaults } from '@/server/route-faults';

export const dynamic = 'force-dynamic';

export const GET = answeringFaults((_: Request, { params }: { params: Promise<{ locale: string; file: string }> }) =>
  catalogueExportAnswer(params),
);

import { subscribersCsvAnswer } from '@/server/http/staff/newsletter-routes';
import { answeringFaults } from '@/server/route-faults';

export const dynamic = 'force-dynamic';

/** The subscriber list's CSV export (addressed without ".csv": see the catalogue export's route). */
export const GET = answeringFaults((_: Request, { params }: { params: Promise<{ locale: string }> }) =>
  subscribersCsvAnswer(params),
);

import { newsletterProgressAnswer } from '@/server/http/staff/newsletter-routes';
import { answeringFaults } from '@/server/route-faults';

export const dynamic = 'force-dynamic';

export const GET = answeringFaults((_: Request, { params }: { params: Promise<{ locale: string; id: string }> }) =>
  newsletterProgressAnswer(params),
);

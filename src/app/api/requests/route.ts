import { shopRequestDependencies, submitRequestEndpoint } from '@/server/http/requests/request-handlers';
import { answeringFaults } from '@/server/route-faults';

/** Spec §3 contact form: a new request (multipart form data; photos are files). */
export const dynamic = 'force-dynamic';

export const POST = answeringFaults(async (request: Request) =>
  submitRequestEndpoint(request, await shopRequestDependencies()),
);

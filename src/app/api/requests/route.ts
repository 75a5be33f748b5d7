import { shopRequestDependencies, submitRequestEndpoint } from '@/server/requests/request-handlers';

/** Spec §3 contact form: a new request (multipart form data; photos are files). */
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return submitRequestEndpoint(request, await shopRequestDependencies());
}

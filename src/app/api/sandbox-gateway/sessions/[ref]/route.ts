import { z } from 'zod';
import { config } from '@/server/config';
import { sharedDatabase } from '@/server/db';
import { sandboxGateway } from '@/server/domains/payments';
import { answeringFaults } from '@/server/route-faults';

const cardSchema = z.object({
  number: z.string().max(30),
  holder: z.string().max(120),
  expiryMonth: z.string().max(2),
  expiryYear: z.string().max(4),
  cvv: z.string().max(4),
  installments: z.number().int().min(1).max(36),
});

/**
 * The sandbox gateway's card endpoint (test mode): the checkout's card form posts here, as it would post to a real
 * hosted gateway, so the card data never passes through the shop's GraphQL API or database.
 */
export const POST = answeringFaults(async (request: Request, { params }: { params: Promise<{ ref: string }> }) => {
  const gateway = sandboxGateway(config(), (await sharedDatabase()).db);
  if (!gateway) return Response.json({ status: 'unavailable' }, { status: 404 });
  const card = cardSchema.safeParse(await request.json().catch(() => null));
  if (!card.success) return Response.json({ status: 'invalid' }, { status: 400 });
  const answer = await gateway.pay((await params).ref, card.data);
  return answer
    ? Response.json(answer, { status: answer.status === 'invalid' ? 400 : 200 })
    : Response.json({ status: 'unknown-session' }, { status: 404 });
});

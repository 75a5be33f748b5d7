import 'server-only';
import { eq } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Mailer } from '@/server/mail/mailer';
import { confirmationFacts, writeOrderConfirmation } from './order-confirmation';
import { orders } from './orders.tables';

/**
 * The job queued with every placed order: the confirmation goes out even when the answer to the customer was
 * lost (the job commits with the order), and an SMTP outage only delays it.
 */
export async function sendOrderConfirmation(
  ctx: Pick<DomainContext, 'db' | 'config'>,
  mailer: Mailer,
  orderId: number,
): Promise<void> {
  const [order] = await ctx.db.select({ email: orders.email }).from(orders).where(eq(orders.id, orderId));
  const facts = await confirmationFacts(ctx, orderId);
  if (!order || !facts) return;
  await mailer.send({ to: order.email, ...writeOrderConfirmation(facts) });
}

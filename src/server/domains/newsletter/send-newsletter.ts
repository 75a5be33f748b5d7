import 'server-only';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { ErrorCodes } from '@/shared/error-codes';
import type { Mailer } from '@/server/mail/mailer';
import { newsletterContentSchema, type NewsletterContentInput } from '@/shared/newsletter-rules';
import { newsletterEmail } from './newsletter-emails';
import { newsletterSubscribers as subscribers } from './newsletter.tables';

type Ctx = Pick<DomainContext, 'db' | 'config'>;

/** Subscribers read per query: a large list is never held in memory at once. */
const pageSize = 500;

export type SendNewsletterError = ErrorCodes<'INVALID_NEWSLETTER'>;

/**
 * Sends a newsletter to every confirmed subscriber in their language, each e-mail with its own unsubscribe link
 * and `List-Unsubscribe` headers. Pending and unsubscribed addresses get nothing. For the back office.
 */
export async function sendNewsletter(
  ctx: Ctx,
  mailer: Mailer,
  content: NewsletterContentInput,
): Promise<{ ok: true; sent: number } | { ok: false; error: SendNewsletterError }> {
  const parsed = newsletterContentSchema.safeParse(content);
  if (!parsed.success) return { ok: false, error: 'INVALID_NEWSLETTER' };
  const { subject, body } = parsed.data;
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const page = await ctx.db
      .select({
        id: subscribers.id,
        email: subscribers.email,
        locale: subscribers.locale,
        unsubscribeToken: subscribers.unsubscribeToken,
      })
      .from(subscribers)
      .where(and(eq(subscribers.status, 'subscribed'), gt(subscribers.id, afterId)))
      .orderBy(asc(subscribers.id))
      .limit(pageSize);
    for (const recipient of page) {
      await mailer.send(
        newsletterEmail(ctx.config.siteUrl, recipient, {
          subject: subject[recipient.locale],
          body: body[recipient.locale],
        }),
      );
      sent++;
    }
    if (page.length < pageSize) return { ok: true, sent };
    afterId = page.at(-1)!.id;
  }
}

import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '@/server/db';
import type { Mail } from '@/server/mail/mailer';
import { jobs } from '../jobs.tables';

/** The e-mails queued as 'send-email' jobs (sent or not), oldest first, for tests to read links from. */
export async function queuedMails(db: Queryable): Promise<Mail[]> {
  const rows = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, 'send-email'))
    .orderBy(asc(jobs.id));
  return rows.map((row) => row.payload as Mail);
}

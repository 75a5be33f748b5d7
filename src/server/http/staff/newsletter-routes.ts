import 'server-only';
import { createTranslator } from 'use-intl/core';
import { allMessages } from '@/i18n/all-messages';
import { sharedDatabase } from '@/server/db';
import { newsletterProgress, subscribersCsv } from '@/server/domains/newsletter';
import { requireStaff } from '@/server/http/staff/require-staff';
import { isLocale } from '@/shared/locales';

const privateAnswer = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/** GET /staff/newsletter/{id}/progress: sent, failed and total of a newsletter being sent, polled by its page. */
export async function newsletterProgressAnswer(params: Promise<{ locale: string; id: string }>) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !/^\d{1,9}$/.test(id)) return new Response(null, { status: 404 });
  await requireStaff(locale, 'newsletter.send');
  const progress = await newsletterProgress({ db: (await sharedDatabase()).db }, Number(id));
  if (!progress) return new Response(null, { status: 404 });
  return Response.json(progress, { headers: privateAnswer });
}

/** GET /staff/newsletter/subscribers: every subscriber as a CSV download, headers in the reader's language. */
export async function subscribersCsvAnswer(params: Promise<{ locale: string }>) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  await requireStaff(locale, 'newsletter.send');
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'staffNewsletter' });
  const csv = subscribersCsv(
    { db: (await sharedDatabase()).db },
    { locale, header: (column) => t(`csv.${column}`), status: (status) => t(`status.${status}`) },
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      ...privateAnswer,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${t('csv.fileName')}-${day}.csv"`,
    },
  });
}

'use server';

import { redirect } from 'next/navigation';
import {
  copyNewsletter,
  retryFailedDeliveries,
  saveNewsletterDraft,
  sendNewsletterTest,
  startNewsletter,
} from '@/server/domains/newsletter';
import { requireStaff } from '@/server/http/staff/require-staff';
import { shopJobRunner } from '@/server/jobs/shop-worker';
import { pageContext } from '@/server/request-context';
import { isLocale, type Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const numberOf = (form: FormData, name: string) => {
  const value = Number(form.get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** The gate every form of the desk passes: the page's language and the signed-in staff member allowed to send. */
async function deskOf(form: FormData) {
  const locale: Locale = isLocale(form.get('locale')) ? (form.get('locale') as Locale) : 'el';
  const actor = await requireStaff(locale, 'newsletter.send');
  return { locale, actor, ctx: await pageContext(locale), id: numberOf(form, 'id') };
}

const pageOf = (locale: Locale, id?: number) => localizedPath(locale, `/staff/newsletter${id ? `/${id}` : ''}`);

/** "Save": a new draft, or the draft's new text (refused when someone saved it meanwhile); then its page. */
export async function saveNewsletterAction(form: FormData): Promise<void> {
  const { locale, actor, ctx, id } = await deskOf(form);
  const result = await saveNewsletterDraft(ctx, actor, {
    id,
    version: numberOf(form, 'version'),
    content: {
      subject: { el: text(form, 'subject.el'), en: text(form, 'subject.en') },
      body: { el: text(form, 'body.el'), en: text(form, 'body.en') },
    },
  });
  if (!result.ok) redirect(`${pageOf(locale, id)}?error=${result.code}`);
  redirect(`${pageOf(locale, result.id)}?done=saved`);
}

/** "Send a test to yourself": both languages to the signed-in staff member, through the queue. */
export async function sendTestAction(form: FormData): Promise<void> {
  const { locale, actor, ctx, id } = await deskOf(form);
  if (!id) redirect(pageOf(locale));
  const result = await sendNewsletterTest(ctx, actor, id);
  if (!result.ok) redirect(`${pageOf(locale, id)}?error=${result.code}`);
  await shopJobRunner.kick();
  redirect(`${pageOf(locale, id)}?done=test`);
}

/** "Send to all confirmed subscribers": the deliveries are written and the sender job queued; the page shows progress. */
export async function startSendingAction(form: FormData): Promise<void> {
  const { locale, actor, ctx, id } = await deskOf(form);
  if (!id) redirect(pageOf(locale));
  const result = await startNewsletter(ctx, actor, { id, version: numberOf(form, 'version') ?? 0 });
  if (!result.ok) redirect(`${pageOf(locale, id)}?error=${result.code}`);
  await shopJobRunner.kick();
  redirect(pageOf(locale, id));
}

/** "Try the failed again": the deliveries the mail server refused are queued once more; the page shows progress. */
export async function retryFailedAction(form: FormData): Promise<void> {
  const { locale, actor, ctx, id } = await deskOf(form);
  if (!id) redirect(pageOf(locale));
  const result = await retryFailedDeliveries(ctx, actor, { id, version: numberOf(form, 'version') ?? 0 });
  if (!result.ok) redirect(`${pageOf(locale, id)}?error=${result.code}`);
  await shopJobRunner.kick();
  redirect(pageOf(locale, id));
}

/** "Copy to a new draft": a sent newsletter's text starts the next one. */
export async function copyNewsletterAction(form: FormData): Promise<void> {
  const { locale, actor, ctx, id } = await deskOf(form);
  if (!id) redirect(pageOf(locale));
  const result = await copyNewsletter(ctx, actor, id);
  if (!result.ok) redirect(`${pageOf(locale, id)}?error=${result.code}`);
  redirect(`${pageOf(locale, result.id)}?done=copied`);
}

'use server';

import { refresh } from 'next/cache';
import { config } from '@/server/config';
import { domainContext } from '@/server/context';
import { sharedDatabase } from '@/server/db';
import { assignRequest, changeRequestStatus, replyAsStaff } from '@/server/domains/requests';
import { sharedMailer } from '@/server/mail/mailer';
import { defaultLocale, isLocale, type Locale } from '@/shared/locales';
import { requireStaff } from './require-staff';
import { textOf, type StaffFormState } from './staff-forms';

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);

async function context(locale: Locale) {
  return domainContext({ db: (await sharedDatabase()).db, locale });
}

/** A staff reply to a customer's request (e-mailed to them in the request's language). */
export async function replyToRequestAction(requestedLocale: string, publicId: string, body: string): Promise<boolean> {
  const locale = localeOf(requestedLocale);
  const actor = await requireStaff(locale, 'requests.reply');
  const result = await replyAsStaff(await context(locale), sharedMailer(config()), actor, publicId, body);
  if (result.ok) refresh();
  return result.ok;
}

/** Resolve a pending request, or reopen a resolved one. */
export async function requestStatusAction(
  requestedLocale: string,
  publicId: string,
  to: 'pending' | 'resolved',
): Promise<StaffFormState> {
  const locale = localeOf(requestedLocale);
  const actor = await requireStaff(locale, 'requests.reply');
  const result = await changeRequestStatus(
    await context(locale),
    actor,
    publicId,
    to === 'pending' ? 'pending' : 'resolved',
  );
  if (!result.ok) return { error: result.error };
  refresh();
  return { done: true };
}

/**
 * Hands a request to a member, or to nobody (an empty `to`). `seen` is the assignee the page showed: when it
 * changed meanwhile, nothing happens and the member is asked to reload.
 */
export async function assignRequestAction(
  requestedLocale: string,
  publicId: string,
  seen: number | null,
  _state: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  const locale = localeOf(requestedLocale);
  const actor = await requireStaff(locale, 'requests.assign');
  const to = textOf(form, 'to', 12);
  if (to !== '' && !/^\d{1,9}$/.test(to)) return { error: 'INVALID_INPUT' };
  const result = await assignRequest(await context(locale), actor, publicId, {
    to: to === '' ? null : Number(to),
    seen,
  });
  if (!result.ok) return { error: result.error };
  refresh();
  return { done: true };
}

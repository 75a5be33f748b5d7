'use server';

import { refresh } from 'next/cache';
import { config } from '@/server/config';
import { domainContext } from '@/server/context';
import { sharedDatabase } from '@/server/db';
import { changeRequestStatus, replyAsStaff } from '@/server/domains/requests';
import { sharedMailer } from '@/server/mail/mailer';
import { defaultLocale, isLocale, type Locale } from '@/shared/locales';
import { requireStaff } from './require-staff';
import type { StaffFormState } from './staff-forms';

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

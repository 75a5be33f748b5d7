'use server';

import { refresh } from 'next/cache';
import { domainContext } from '@/server/context';
import { sharedDatabase } from '@/server/db';
import { assignRequest, changeRequestStatus, replyAsStaff } from '@/server/domains/requests';
import { shopJobRunner } from '@/server/jobs/shop-worker';
import { defaultLocale, isLocale, type Locale } from '@/shared/locales';
import { requireStaff } from './require-staff';
import { textOf, type StaffFormState } from './staff-forms';

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);

async function context(locale: Locale) {
  return domainContext({ db: (await sharedDatabase()).db, locale });
}

/** A staff reply to a customer's request (its e-mail queued in the reply's transaction; the worker sends it now). */
export async function replyToRequestAction(requestedLocale: string, publicId: string, body: string): Promise<boolean> {
  const locale = localeOf(requestedLocale);
  const actor = await requireStaff(locale, 'requests.reply');
  const result = await replyAsStaff(await context(locale), actor, publicId, body);
  if (!result.ok) return false;
  await shopJobRunner.kick();
  refresh();
  return true;
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

'use server';

import { refresh } from 'next/cache';
import { domainContext } from '@/server/context';
import { sharedDatabase } from '@/server/db';
import { changeStaffRole, inviteStaff, setStaffDisabled, staffRoles, type StaffRole } from '@/server/domains/staff';
import { defaultLocale, isLocale, type Locale } from '@/shared/locales';
import { shopJobRunner } from '@/server/jobs/shop-worker';
import { requireStaff } from './require-staff';
import { textOf, type StaffFormState } from './staff-forms';

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);
const roleOf = (value: string): StaffRole | null =>
  (staffRoles as readonly string[]).includes(value) ? (value as StaffRole) : null;

async function context(locale: Locale) {
  return domainContext({ db: (await sharedDatabase()).db, locale });
}

/** An owner invites someone by e-mail (the e-mail is written in the invitee's language, else the page's). */
export async function inviteAction(
  requestedLocale: string,
  _state: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  const locale = localeOf(requestedLocale);
  const actor = await requireStaff(locale, 'team.invite');
  const email = textOf(form, 'email', 254);
  const role = roleOf(textOf(form, 'role'));
  if (!role) return { error: 'INVALID_INPUT', email };
  const result = await inviteStaff(await context(locale), actor, { email, role });
  if (!result.ok) return { error: result.error, email };
  await shopJobRunner.kick();
  refresh();
  return { done: true };
}

/** An owner changes a member's role, at the version their page showed. */
export async function changeRoleAction(
  requestedLocale: string,
  member: { userId: number; version: number },
  _state: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  const locale = localeOf(requestedLocale);
  const actor = await requireStaff(locale, 'team.change-role');
  const role = roleOf(textOf(form, 'role'));
  if (!role) return { error: 'INVALID_INPUT' };
  const result = await changeStaffRole(await context(locale), actor, { ...member, role });
  if (!result.ok) return { error: result.error };
  refresh();
  return { done: true };
}

/** An owner disables a member (their sessions end at once) or enables them again. */
export async function setDisabledAction(
  requestedLocale: string,
  member: { userId: number; version: number; disabled: boolean },
): Promise<StaffFormState> {
  const locale = localeOf(requestedLocale);
  const actor = await requireStaff(locale, 'team.disable');
  const result = await setStaffDisabled(await context(locale), actor, member);
  if (!result.ok) return { error: result.error };
  refresh();
  return { done: true };
}

'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { config } from '@/server/config';
import { domainContext } from '@/server/context';
import { sharedDatabase } from '@/server/db';
import { sharedSignInThrottle } from '@/server/domains/auth';
import {
  acceptStaffInvite,
  confirmTotpSetup,
  endStaffSession,
  sharedCodeThrottle,
  staffCodeStep,
  staffPasswordStep,
} from '@/server/domains/staff';
import { defaultLocale, isLocale, type Locale } from '@/shared/locales';
import { staffLoginPath, staffReturnPath } from '@/shared/staff-paths';
import { currentStaffSession, requestAddress } from './require-staff';
import { clearStaffCookie, setStaffCookie, staffCookieValue } from './staff-cookie';
import { textOf, type StaffFormState } from './staff-forms';

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);

async function context(locale: Locale) {
  return domainContext({ db: (await sharedDatabase()).db, locale });
}

async function client() {
  return { address: await requestAddress(), userAgent: (await headers()).get('user-agent') };
}

const throttles = () => {
  const settings = config();
  return {
    signIn: sharedSignInThrottle(settings.redisUrl, settings.registrationsPerHour),
    code: sharedCodeThrottle(settings.redisUrl),
  };
};

/** Step one: e-mail and password; on to the code (or the authenticator's set-up). */
export async function staffPasswordAction(
  requestedLocale: string,
  next: string,
  _state: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  const locale = localeOf(requestedLocale);
  const email = textOf(form, 'email', 254);
  const result = await staffPasswordStep(await context(locale), throttles().signIn, {
    email,
    password: textOf(form, 'password', 1000),
    ...(await client()),
  });
  if (!result.ok) return { error: result.error, email };
  await setStaffCookie(result.token);
  redirect(staffLoginPath(locale, next));
}

/** Step two: a code from the app or a recovery code; on to the page asked for. */
export async function staffCodeAction(
  requestedLocale: string,
  next: string,
  _state: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  const locale = localeOf(requestedLocale);
  const session = await currentStaffSession();
  if (!session) return { error: 'NOT_SIGNED_IN' };
  const result = await staffCodeStep(
    await context(locale),
    throttles().code,
    session,
    textOf(form, 'code', 40),
    await requestAddress(),
  );
  if (!result.ok) return { error: result.error };
  await setStaffCookie(result.token);
  redirect(staffReturnPath(locale, next));
}

/** The first sign-in: the first right code confirms the authenticator; the recovery codes are shown once. */
export async function staffSetupAction(
  requestedLocale: string,
  _state: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  const locale = localeOf(requestedLocale);
  const session = await currentStaffSession();
  if (!session) return { error: 'NOT_SIGNED_IN' };
  const result = await confirmTotpSetup(
    await context(locale),
    throttles().code,
    session,
    textOf(form, 'code', 40),
    await requestAddress(),
  );
  if (!result.ok) return { error: result.error };
  await setStaffCookie(result.token);
  return { recoveryCodes: result.recoveryCodes };
}

/** Sign-out: the session ends on the server, and the cookie goes. */
export async function staffSignOutAction(requestedLocale: string): Promise<void> {
  const locale = localeOf(requestedLocale);
  await endStaffSession(await context(locale), await staffCookieValue());
  await clearStaffCookie();
  redirect(staffLoginPath(locale));
}

/** An invitation or set-up link accepted: on to the authenticator's set-up. */
export async function acceptInviteAction(
  requestedLocale: string,
  token: string,
  _state: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  const locale = localeOf(requestedLocale);
  const email = textOf(form, 'email', 254);
  const account = textOf(form, 'account') === 'new' ? 'new' : 'existing';
  const result = await acceptStaffInvite(await context(locale), throttles().signIn, {
    token,
    email,
    password: textOf(form, 'password', 1000),
    account,
    ...(await client()),
  });
  if (!result.ok) return { error: result.error, email, account };
  await setStaffCookie(result.token);
  redirect(staffLoginPath(locale));
}

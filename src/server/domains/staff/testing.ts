import { generate } from 'otplib';
import type { DomainContext } from '@/server/context';
import { SignInThrottle } from '@/server/domains/auth';
import { CodeThrottle } from './code-throttle';
import { acceptStaffInvite, createStaffSetupLink } from './staff-invites.service';
import { confirmTotpSetup, totpSetup } from './staff-sign-in.service';
import { staffSessionOf } from './staff-sessions.service';
import type { StaffRole } from './staff-roles';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config' | 'locale'>;

/** The code an authenticator app shows at `at` for this secret. */
export const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** Throttles that never make a test wait. */
export const testThrottles = () => ({
  signIn: new SignInThrottle(undefined, { sleep: async () => {} }),
  code: new CodeThrottle(),
});

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/**
 * A signed-in staff member made the way staff:create makes one: a set-up link, accepted with a new account, and
 * the authenticator set up with its first code.
 */
export async function signedInStaff(ctx: Ctx, input: { email: string; role: StaffRole; password?: string }) {
  const password = input.password ?? 'tractor parts 2026';
  const throttles = testThrottles();
  const created = await createStaffSetupLink(ctx, { email: input.email, role: input.role, locale: 'el' });
  if (!created.ok) throw new Error(created.error);
  const accepted = await acceptStaffInvite(ctx, throttles.signIn, {
    token: tokenOf(created.link),
    email: input.email,
    password,
    account: 'new',
    address: '192.0.2.1',
    userAgent: 'test',
  });
  if (!accepted.ok) throw new Error(accepted.error);
  const session = (await staffSessionOf(ctx, accepted.token))!;
  const { secret } = (await totpSetup(ctx, session, 'Shop'))!;
  const confirmed = await confirmTotpSetup(ctx, throttles.code, session, await codeAt(secret, ctx.now()), null);
  if (!confirmed.ok) throw new Error(confirmed.error);
  return { userId: session.userId, email: session.email, password, secret, ...confirmed };
}

import 'server-only';
import {
  changePassword,
  createAccount,
  myTractor,
  requestPasswordReset,
  resetPassword,
  sendEmailVerification,
  setMyTractor,
  verifyEmail,
} from '@/server/domains/auth';
import type { MutationResolvers, QueryResolvers, Resolvers, UserResolvers } from './generated/resolvers-types';

/** User (spec §7): who the bearer token belongs to, as the domain decides it (staff too, never from the client). */
const Query = {
  user: async (_, __, { member }) => {
    const found = await member();
    return found && { email: found.email, staff: found.staff };
  },
} satisfies QueryResolvers;

/** Only read when asked for: most calls of `user` just want to know who is signed in. */
const User = {
  tractor: async (_, __, { domain, member }) => myTractor(domain, await member()),
} satisfies UserResolvers;

const Mutation = {
  register: async (_, { input }, { domain, jobs, throttle, clientAddress }) => {
    if (!(await throttle.mayRegister(clientAddress))) return { ok: false, error: 'TOO_MANY' };
    const result = await createAccount(domain, { email: input.email, password: input.password, locale: domain.locale });
    if (!result.ok) return { ok: false, error: result.error };
    await sendEmailVerification(domain, result.userId);
    await jobs.kick();
    return { ok: true, error: null };
  },
  requestPasswordReset: async (_, { email }, { domain, jobs }) => {
    if (email.length <= 254) {
      await requestPasswordReset(domain, email);
      await jobs.kick();
    }
    return true;
  },
  resetPassword: async (_, { token, password }, { domain }) => {
    const result = await resetPassword(domain, token, password);
    return result.ok ? { ok: true, error: null } : { ok: false, error: result.error };
  },
  verifyEmail: (_, { token }, { domain }) => verifyEmail(domain, token),
  changePassword: async (_, { current, password }, { domain, member }) => {
    const signedIn = await member();
    if (!signedIn) return { ok: false, error: 'NOT_SIGNED_IN' };
    const result = await changePassword(domain, signedIn, { current, password });
    return result.ok ? { ok: true, error: null } : { ok: false, error: result.error };
  },
  setMyTractor: async (_, { model }, { domain, member }) => {
    const result = await setMyTractor(domain, await member(), model ?? null);
    return result.ok
      ? { ok: true, tractor: result.tractor, error: null }
      : { ok: false, tractor: null, error: result.error };
  },
} satisfies MutationResolvers;

/** The error enums carry the catalogue's codes (src/shared/error-codes.ts) as they are: nothing to map. */
export const identityResolvers: Resolvers = { Query, User, Mutation };

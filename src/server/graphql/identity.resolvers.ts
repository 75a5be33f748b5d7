import { createAccount } from '@/server/domains/auth';
import type { MutationResolvers, QueryResolvers, Resolvers } from './generated/resolvers-types';

/** User (spec §7): who the bearer token belongs to, as the domain decides it (staff too, never from the client). */
const Query = {
  user: async (_, __, { member }) => {
    const found = await member();
    return found && { email: found.email, staff: found.staff };
  },
} satisfies QueryResolvers;

const Mutation = {
  register: async (_, { input }, { domain }) => {
    const result = await createAccount(domain, { email: input.email, password: input.password, locale: domain.locale });
    return result.ok ? { ok: true, error: null } : { ok: false, error: result.error };
  },
} satisfies MutationResolvers;

export const identityResolvers: Resolvers = {
  Query,
  Mutation,
  RegisterError: { EMAIL_TAKEN: 'email_taken', INVALID_EMAIL: 'invalid_email', WEAK_PASSWORD: 'weak_password' },
};

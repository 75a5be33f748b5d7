import 'server-only';
import { confirmSubscription, subscribe, unsubscribe } from '@/server/domains/newsletter';
import type { MutationResolvers, Resolvers } from './generated/resolvers-types';

const Mutation = {
  subscribeNewsletter: async (_, { email }, { domain, jobs, subscribeThrottle, clientAddress }) => {
    if (!(await subscribeThrottle.maySubscribe(clientAddress))) return { ok: false, error: 'TOO_MANY_SIGN_UPS' };
    const result = await subscribe(domain, { email, locale: domain.locale });
    if (result.ok) await jobs.kick();
    return result.ok ? { ok: true, error: null } : { ok: false, error: result.error };
  },
  confirmNewsletter: async (_, { token }, { domain }) => {
    const result = await confirmSubscription(domain, token);
    if (!result.ok) return { outcome: null, error: result.error };
    return { outcome: result.outcome === 'confirmed' ? 'CONFIRMED' : 'ALREADY_CONFIRMED', error: null };
  },
  unsubscribeNewsletter: async (_, { token }, { domain }) => {
    const result = await unsubscribe(domain, token);
    return result.ok ? { ok: true, error: null } : { ok: false, error: result.error };
  },
} satisfies MutationResolvers;

export const newsletterResolvers: Resolvers = { Mutation };

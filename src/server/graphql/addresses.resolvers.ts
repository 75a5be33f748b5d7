import 'server-only';
import { deleteAddress, listAddresses, saveAddress } from '@/server/domains/auth';
import type { MutationResolvers, QueryResolvers, Resolvers } from './generated/resolvers-types';
import { parseId } from './inputs';

/** Saved addresses: only ever the member of the bearer token's own. */
const Query = {
  addresses: async (_, __, { domain, member }) => {
    const signedIn = await member();
    return signedIn ? listAddresses(domain, signedIn.id) : [];
  },
} satisfies QueryResolvers;

const Mutation = {
  saveAddress: async (_, { id, input }, { domain, member }) => {
    const signedIn = await member();
    if (!signedIn) return { address: null, problems: [{ field: 'id', reason: 'NOT_SIGNED_IN' }] };
    const result = await saveAddress(domain, signedIn.id, input, id == null ? undefined : parseId(id, 'address id'));
    return result.ok
      ? { address: result.address, problems: [] }
      : {
          address: null,
          problems: result.problems.map((problem) => ({ field: problem.field, reason: problem.reason.toUpperCase() })),
        };
  },
  deleteAddress: async (_, { id }, { domain, member }) => {
    const signedIn = await member();
    return signedIn ? deleteAddress(domain, signedIn.id, parseId(id, 'address id')) : false;
  },
} satisfies MutationResolvers;

export const addressResolvers: Resolvers = { Query, Mutation };

import type { QueryResolvers, Resolvers } from './generated/resolvers-types';

/** User (spec §7): who the bearer token belongs to, as the domain decides it (staff too, never from the client). */
const Query = {
  user: async (_, __, { member }) => {
    const found = await member();
    return found && { email: found.email, staff: found.staff };
  },
} satisfies QueryResolvers;

export const identityResolvers: Resolvers = { Query };

import 'server-only';
import { memberRequests, replyAsCustomer, type RequestSummary } from '@/server/domains/requests';
import type {
  MutationResolvers,
  QueryResolvers,
  RequestSummary as RequestSummaryType,
  Resolvers,
} from './generated/resolvers-types';

function summaryOf(request: RequestSummary): Omit<RequestSummaryType, '__typename'> {
  const { publicId, status, name, email, tractorModel, partNumber } = request;
  return {
    id: publicId,
    status,
    name,
    email,
    tractorModel,
    partNumber,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

/** Requests: thin calls of the domain. The staff's side lives in the back office, behind the staff session. */
const Query = {
  myRequests: async (_, __, { domain, member }) => {
    const signedIn = await member();
    return signedIn ? (await memberRequests(domain, signedIn.id)).map(summaryOf) : [];
  },
} satisfies QueryResolvers;

const Mutation = {
  replyToRequest: async (_, { id, body }, { domain }) => {
    const result = await replyAsCustomer(domain, id, body);
    return result.ok ? { ok: true, error: null } : { ok: false, error: result.error };
  },
} satisfies MutationResolvers;

export const requestResolvers: Resolvers = { Query, Mutation };

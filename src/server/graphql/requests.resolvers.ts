import 'server-only';
import {
  changeRequestStatus,
  memberRequests,
  replyAsCustomer,
  replyAsStaff,
  requestStatuses,
  staffRequest,
  staffRequests,
  type RequestStatus,
  type RequestSummary,
  type RequestView,
} from '@/server/domains/requests';
import type {
  ContactRequest,
  MutationResolvers,
  QueryResolvers,
  RequestSummary as RequestSummaryType,
  Resolvers,
} from './generated/resolvers-types';

const isStatus = (value: string): value is RequestStatus => (requestStatuses as readonly string[]).includes(value);

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

function requestOf(request: RequestView): Omit<ContactRequest, '__typename'> {
  return {
    ...summaryOf(request),
    phone: request.phone,
    message: request.message,
    locale: request.locale,
    events: request.events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    attachments: request.attachments.map((photo) => ({
      id: String(photo.id),
      name: photo.originalName,
      contentType: photo.contentType,
      size: photo.sizeBytes,
      url: `/api/requests/${request.publicId}/attachments/${photo.id}`,
    })),
  };
}

/** Requests: thin calls of the domain, which decides who may see or change what. */
const Query = {
  myRequests: async (_, __, { domain, member }) => {
    const signedIn = await member();
    return signedIn ? (await memberRequests(domain, signedIn.id)).map(summaryOf) : [];
  },
  staffRequests: async (_, { status }, { domain, member }) => {
    const filter = status && isStatus(status) ? status : null;
    return (await staffRequests(domain, await member(), filter))?.map(summaryOf) ?? null;
  },
  staffRequest: async (_, { id }, { domain, member }) => {
    const found = await staffRequest(domain, await member(), id);
    return found && requestOf(found);
  },
} satisfies QueryResolvers;

const Mutation = {
  replyToRequest: async (_, { id, body }, { domain }) => {
    const result = await replyAsCustomer(domain, id, body);
    return result.ok ? { ok: true, error: null, request: null } : { ok: false, error: result.error, request: null };
  },
  staffReplyToRequest: async (_, { id, body }, { domain, member, mailer }) => {
    const result = await replyAsStaff(domain, mailer, await member(), id, body);
    return result.ok
      ? { ok: true, error: null, request: requestOf(result.request) }
      : { ok: false, error: result.error, request: null };
  },
  setRequestStatus: async (_, { id, status }, { domain, member }) => {
    const asker = await member();
    if (!asker?.staff) return { ok: false, error: 'NOT_FOUND', request: null };
    if (!isStatus(status)) return { ok: false, error: 'INVALID_INPUT', request: null };
    const result = await changeRequestStatus(domain, asker, id, status);
    return result.ok
      ? { ok: true, error: null, request: requestOf(result.request) }
      : { ok: false, error: result.error, request: null };
  },
} satisfies MutationResolvers;

export const requestResolvers: Resolvers = { Query, Mutation };

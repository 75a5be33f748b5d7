import 'server-only';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, maskError, type Plugin } from 'graphql-yoga';
import type { ErrorCode } from './generated/resolvers-types';

/** Spec §8: every error reaches the client as a message with a code and a statusCode (enum ErrorCode in shared.graphql). */
export const statusOfCode: Record<ErrorCode, number> = {
  UNKNOWN_TENANT: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_USER_INPUT: 400,
  QUERY_TOO_COMPLEX: 400,
  PERSISTED_QUERY_NOT_FOUND: 404,
  PERSISTED_QUERY_MISMATCH: 400,
  PERSISTED_QUERY_NOT_IN_LIST: 400,
  PERSISTED_QUERY_ONLY: 400,
  METHOD_NOT_ALLOWED: 405,
  INTERNAL_SERVER_ERROR: 500,
};

type HttpExtension = { status?: number; headers?: Record<string, string> };

const internalErrorMessage = 'Unexpected error.';

// Errors are made with yoga's createGraphQLError, never `new GraphQLError`: it uses the same copy of graphql as
// yoga, whose `instanceof` checks strip internal extensions (`http`) from responses.

/** An error the client can act on. `httpStatus` only for errors that stop the whole request (a field's error keeps 200). */
export function apiError(code: ErrorCode, message: string, httpStatus?: number): GraphQLError {
  return createGraphQLError(message, {
    extensions: { code, ...(httpStatus === undefined ? {} : { http: { status: httpStatus } }) },
  });
}

export const badUserInput = (message: string) => apiError('BAD_USER_INPUT', message);

function codeOf(error: GraphQLError): ErrorCode {
  const { code, http, unexpected } = error.extensions as { code?: unknown; http?: HttpExtension; unexpected?: unknown };
  if (typeof code === 'string' && code in statusOfCode) return code as ErrorCode;
  if (http?.status === 405) return 'METHOD_NOT_ALLOWED';
  // Without a path the error is about the request itself: a variable that does not fit its type, for one.
  if (!unexpected && error.path === undefined) return 'BAD_USER_INPUT';
  return 'INTERNAL_SERVER_ERROR';
}

export function normalisedError(error: GraphQLError): GraphQLError {
  const code = codeOf(error);
  const http = error.extensions.http as HttpExtension | undefined;
  const statusCode = http?.status ?? statusOfCode[code];
  const message = code === 'INTERNAL_SERVER_ERROR' ? internalErrorMessage : error.message;
  // An error without a path refuses the whole request (it does not parse, validate or fit its variables), so the
  // response's status says so too. Yoga would answer such errors 200 to a client accepting application/json
  // (its `spec` flag, after the GraphQL-over-HTTP draft); a field's error keeps 200 beside the data that was read.
  const requestStatus = error.path === undefined ? { http: { headers: http?.headers, status: statusCode } } : {};
  return createGraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code, statusCode, ...requestStatus },
  });
}

/**
 * Errors that are not the API's own (a database failure, a bug) become "Unexpected error." without details,
 * in development too; yoga logs the original on the server.
 */
export const maskedErrors = {
  errorMessage: internalErrorMessage,
  maskError: (error: unknown, message: string) => maskError(error, message, false),
};

export function normalisedErrors(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      // One result per request: batching and subscriptions are off.
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      if (result.errors?.length) setResult({ ...result, errors: result.errors.map(normalisedError) });
    },
  };
}

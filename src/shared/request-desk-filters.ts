/**
 * The request desk's filters as they arrive in the address bar (`?status=pending&assignee=me&q=…`): the page parses
 * them for its form and links, the domain for its query. Anything unknown falls back to the desk's default view,
 * the requests still waiting for an answer, whoever has them.
 */
export const requestDeskStatuses = ['pending', 'resolved', 'all'] as const;
export type RequestDeskStatus = (typeof requestDeskStatuses)[number];

/** Whose requests: the signed-in member's, nobody's, anybody's, or one named member's (their user id). */
export type RequestDeskAssignee = 'me' | 'unassigned' | 'anyone' | number;

export type RequestDeskFilters = { status: RequestDeskStatus; assignee: RequestDeskAssignee; q: string | null };

export const requestSearchMaxLength = 100;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseRequestDeskFilters(params: Record<string, string | string[] | undefined>): RequestDeskFilters {
  const status = requestDeskStatuses.find((each) => each === first(params.status)) ?? 'pending';
  const assigneeParam = first(params.assignee) ?? '';
  const assignee: RequestDeskAssignee =
    assigneeParam === 'me' || assigneeParam === 'unassigned'
      ? assigneeParam
      : /^\d{1,9}$/.test(assigneeParam)
        ? Number(assigneeParam)
        : 'anyone';
  const q = (first(params.q) ?? '').trim().slice(0, requestSearchMaxLength);
  return { status, assignee, q: q || null };
}

/** The query string of a view of the desk, leaving out what is the default. */
export function requestDeskQuery(filters: Partial<RequestDeskFilters>): string {
  const params = new URLSearchParams();
  if (filters.status && filters.status !== 'pending') params.set('status', filters.status);
  if (filters.assignee !== undefined && filters.assignee !== 'anyone') params.set('assignee', String(filters.assignee));
  if (filters.q) params.set('q', filters.q);
  const query = params.toString();
  return query ? `?${query}` : '';
}

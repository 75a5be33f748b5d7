import 'server-only';
import type { RequestEventKind, RequestStatus } from './requests.tables';

/** Who moves a request: its customer (through the request link) or the shop's staff. */
export type RequestActor = 'customer' | 'staff';

/**
 * The request lifecycle as data (DESIGN.md habit 4): staff resolve a pending request; a resolved one goes back
 * to pending when its customer writes again, or when staff reopen it. Every move not listed is refused.
 */
export const requestTransitions: Record<RequestStatus, Partial<Record<RequestStatus, readonly RequestActor[]>>> = {
  pending: { resolved: ['staff'] },
  resolved: { pending: ['customer', 'staff'] },
};

export function canMoveRequest(from: RequestStatus, to: RequestStatus, actor: RequestActor): boolean {
  return requestTransitions[from][to]?.includes(actor) ?? false;
}

/** The history entry a move writes. */
export const eventOfMove: Record<RequestStatus, RequestEventKind> = { resolved: 'resolved', pending: 'reopened' };

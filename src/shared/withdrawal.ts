import type { OrderState } from './order-lifecycle';

/** EU consumer law (Directive 2011/83/EU art. 9): 14 days to withdraw from a distance contract without reason. */
export const withdrawalDays = 14;

const dayMs = 24 * 60 * 60 * 1000;

export type WithdrawalFacts = {
  state: OrderState;
  createdAt: Date;
  deliveredAt: Date | null;
  /** Bought with an invoice: a business buyer, who has no consumer's right of withdrawal. */
  business: boolean;
};

/**
 * The last moment to withdraw: 14 days after delivery. Before the order is marked delivered the shop counts from the
 * day it was ordered, the earliest the parts could have arrived, so the button never promises more than the
 * desk can see; the terms page says the law's own period (from delivery) applies whatever the button shows.
 */
export function withdrawalDeadline(facts: Pick<WithdrawalFacts, 'createdAt' | 'deliveredAt'>): Date {
  return new Date((facts.deliveredAt ?? facts.createdAt).getTime() + withdrawalDays * dayMs);
}

/** Whether a consumer may still withdraw from the order now (one request per order, checked by the caller). */
export function mayWithdraw(facts: WithdrawalFacts, now: Date): boolean {
  if (facts.business) return false;
  if (facts.state === 'canceled' || facts.state === 'returned') return false;
  return now.getTime() <= withdrawalDeadline(facts).getTime();
}

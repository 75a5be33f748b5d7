import 'server-only';
import type { SubscriberStatus } from './newsletter.tables';

export { subscriberStatuses, type SubscriberStatus } from './newsletter.tables';

/**
 * A subscriber's lifecycle as data (DESIGN.md habit 4). `pending → pending` is a new confirmation link replacing
 * the old one; only the link's owner confirms; anyone holding the unsubscribe link leaves, from any state, and an
 * unsubscribed address comes back only through a new double opt-in. Every move not listed is refused.
 */
export const subscriberTransitions: Record<SubscriberStatus, readonly SubscriberStatus[]> = {
  pending: ['pending', 'subscribed', 'unsubscribed'],
  subscribed: ['unsubscribed'],
  unsubscribed: ['pending'],
};

export function canMoveSubscriber(from: SubscriberStatus, to: SubscriberStatus): boolean {
  return subscriberTransitions[from].includes(to);
}

/** The states a subscriber may be in to move to `to`: what the service's conditional updates ask for. */
export function statusesThatMayBecome(to: SubscriberStatus): SubscriberStatus[] {
  return (Object.keys(subscriberTransitions) as SubscriberStatus[]).filter((from) => canMoveSubscriber(from, to));
}

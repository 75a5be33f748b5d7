import 'server-only';
export {
  confirmSubscription,
  confirmLinkSeconds,
  subscribe,
  unsubscribe,
  type ConfirmOutcome,
  type LinkError,
  type SubscribeError,
} from './subscriptions.service';
export { sendNewsletter, type SendNewsletterError } from './send-newsletter';
export { newsletterEmail, type NewsletterContent, type NewsletterRecipient } from './newsletter-emails';
export { newsletterPaths } from './newsletter-links';
export { sharedSubscribeThrottle, subscribeLimits, SubscribeThrottle } from './subscribe-throttle';
export { canMoveSubscriber, subscriberTransitions } from './subscriber-states';

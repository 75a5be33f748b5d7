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
export { copyNewsletter, retryFailedDeliveries } from './newsletter-follow-up';
export { newsletterBatchSize, runNewsletterSender, sendNewsletterBatch } from './send-newsletter';
export {
  findNewsletter,
  newsletterProgress,
  newsletterSample,
  recentNewsletters,
  saveNewsletterDraft,
  sendNewsletterTest,
  startNewsletter,
  type NewsletterDeskError,
  type NewsletterDeskResult,
  type NewsletterProgress,
  type NewsletterRecord,
} from './newsletter-desk.service';
export {
  subscriberCounts,
  subscribersCsv,
  subscriberCsvColumns,
  type SubscriberCsvColumn,
  type SubscriberCsvText,
} from './subscriber-list';
export { subscriberStatuses, type SubscriberStatus, type NewsletterState } from './newsletter.tables';
export { newsletterEmail, type NewsletterContent, type NewsletterRecipient } from './newsletter-emails';
export { newsletterPaths } from './newsletter-links';
export { sharedSubscribeThrottle, subscribeLimits, SubscribeThrottle } from './subscribe-throttle';
export { canMoveSubscriber, subscriberTransitions } from './subscriber-states';

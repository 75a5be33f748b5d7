import 'server-only';
import type { DomainContext } from '@/server/context';
import { sendPasswordResetLink } from '@/server/domains/auth';
import { runCatalogueImport } from '@/server/domains/import-desk';
import { publishCatalogueDb } from '@/server/domains/catalog';
import { sendOrderConfirmation, sendOrderUpdate, sendStaffNewOrder } from '@/server/domains/orders';
import { buildFeeds } from '@/server/domains/feeds';
import { runNewsletterSender } from '@/server/domains/newsletter';
import { closeOutDay, pollShipmentsAndReschedule } from '@/server/domains/shipping';
import { sendStaffInvite } from '@/server/domains/staff';
import { applyCardWebhook, refundLateCardPayment, type CardProvider } from '@/server/domains/payments';
import type { Queryable } from '@/server/db';
import { shopTransmitters, transmitTaxDocument, type Transmitters } from '@/server/domains/tax-documents';
import { sharedStorage, type ShopStorage } from '@/server/storage';
import type { Mailer } from '@/server/mail/mailer';
import type { JobHandlers } from './worker';
import { ownOrigin, ownPageFetcher, queuePageWarming, warmPages, type PageFetcher } from '@/server/cache/page-warming';

export type JobDeps = {
  ctx: Pick<DomainContext, 'db' | 'now' | 'config'>;
  mailer: Mailer;
  /** myDATA and the e-invoicing provider; by default the configured ones (the emulators unless set otherwise). */
  transmitters?: () => Promise<Transmitters>;
  /** The shop's files; the configuration's storage when not given. */
  storage?: ShopStorage;
  /** The card provider on a database; the configured one when not given (tests hand in one reaching an emulator). */
  cardProviderFor?: (db: Queryable) => CardProvider | null;
  /** How render-ahead asks for a page; the instance's own server when not given. */
  fetchPage?: PageFetcher;
};

/** One domain call per kind of job. */
export const jobHandlers: JobHandlers<JobDeps> = {
  'send-email': ({ mailer }, mail) => mailer.send(mail),
  'password-reset': ({ ctx, mailer }, { email }) => sendPasswordResetLink(ctx, mailer, email),
  'order-confirmation': ({ ctx, mailer }, { orderId }) => sendOrderConfirmation(ctx, mailer, orderId),
  'order-update': ({ ctx, mailer }, update) => sendOrderUpdate(ctx, mailer, update),
  'staff-new-order': ({ ctx, mailer }, { orderId }) => sendStaffNewOrder(ctx, mailer, orderId),
  'staff-invite': ({ ctx, mailer }, invite) => sendStaffInvite(ctx, mailer, invite),
  'transmit-tax-document': async ({ ctx, transmitters }, { documentId }) =>
    transmitTaxDocument(ctx, await (transmitters ?? (() => shopTransmitters(ctx.config.taxDocuments)))(), documentId),
  'rebuild-feeds': async ({ ctx, storage }) => {
    await buildFeeds({ ...ctx, files: (storage ?? sharedStorage(ctx.config)).private });
  },
  'poll-shipments': ({ ctx }) => pollShipmentsAndReschedule(ctx),
  'carrier-close-out': async ({ ctx }, day) => {
    await closeOutDay(ctx, day);
  },
  'catalogue-import': ({ ctx, storage }, job) =>
    runCatalogueImport({ ...ctx, storage: storage ?? sharedStorage(ctx.config) }, job),
  'publish-catalogue-db': async ({ ctx }) => {
    await publishCatalogueDb(ctx.db, sharedStorage(ctx.config).public, ctx.now());
  },
  'newsletter-send': ({ ctx, mailer }, { newsletterId }) => runNewsletterSender(ctx, mailer, newsletterId),
  'refund-late-card-payment': ({ ctx, cardProviderFor }, { paymentId }) =>
    refundLateCardPayment({ ...ctx, locale: 'el', cardProviderFor }, paymentId),
  'warm-pages': async ({ ctx, fetchPage }, cursor) => {
    const fetcher = fetchPage ?? ownPageFetcher(ownOrigin(ctx.config.hostname, ctx.config.port));
    const next = await warmPages(ctx, cursor, fetcher);
    if (next) await queuePageWarming(ctx, next);
  },
  'apply-card-webhook': async ({ ctx, cardProviderFor }, webhook) => {
    await applyCardWebhook({ ...ctx, locale: 'el', cardProviderFor }, webhook);
  },
};

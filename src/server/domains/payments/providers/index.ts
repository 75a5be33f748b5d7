import 'server-only';
import type { Config } from '@/server/config';
import type { Queryable } from '@/server/db';
import type { CardProvider } from './card-provider';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';
import { createVivaProvider } from './viva';
import { createVivaEmulator, type VivaEmulator } from './viva-emulator';

export type {
  CardNotice,
  CardOutcome,
  CardProvider,
  CardRefundRequest,
  CardRefundResult,
  CardWebhookTicket,
} from './card-provider';
export { sandboxCards, type CardAttempt } from './sandbox-gateway';
export { vivaDeclinedCard, type VivaWebhook } from './viva-emulator';

/** Whether the configuration takes card payments at all. */
export function cardPaymentsOn(config: Config): boolean {
  return config.checkout.cardProvider !== 'off';
}

/** The sandbox gateway on this database (CARD_PROVIDER=sandbox); null when card payments go elsewhere or are off. */
export function sandboxGateway(config: Config, db: Queryable): SandboxGateway | null {
  return config.checkout.cardProvider === 'sandbox'
    ? createSandboxGateway({ secret: config.paymentCallbackSecret, db })
    : null;
}

/** Where Viva's payment source sends the customer back, and where its webhooks go (both set in Viva's Self Care). */
export const vivaShopPaths = { return: '/api/payments/viva/return', webhook: '/api/payments/viva/webhook' };

/** The Viva emulator on this database (CARD_PROVIDER=viva with VIVA_ENVIRONMENT=emulator); null otherwise. */
export function vivaEmulator(config: Config, db: Queryable): VivaEmulator | null {
  return config.checkout.cardProvider === 'viva' && config.viva.environment === 'emulator'
    ? createVivaEmulator({
        db,
        settings: config.viva,
        returnUrl: `${config.siteUrl}${vivaShopPaths.return}`,
        webhookUrl: `${config.siteUrl}${vivaShopPaths.webhook}`,
      })
    : null;
}

/**
 * The card provider of the configuration, or null: the card method is then not offered. With Viva's emulator in
 * this process, the adapter's requests reach it without a network hop (the same Request and Response a fetch would
 * carry) on the caller's database, so that, like the sandbox's, its books commit with the shop's transaction (a
 * refund from the order desk) and a single-process PGlite never waits on itself.
 */
export function cardProvider(config: Config, db: Queryable): CardProvider | null {
  if (config.checkout.cardProvider === 'viva') {
    const emulator = config.viva.emulatorInProcess ? vivaEmulator(config, db) : null;
    return createVivaProvider(config.viva, emulator ? inProcess(emulator) : fetch);
  }
  return sandboxGateway(config, db)?.provider ?? null;
}

/** A fetch that hands each request to the emulator itself. */
export function inProcess(emulator: VivaEmulator) {
  return (url: string, init?: RequestInit) => emulator.handle(new Request(url, init));
}

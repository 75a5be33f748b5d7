import 'server-only';
import type { Config } from '@/server/config';
import type { Queryable } from '@/server/db';
import type { CardProvider } from './card-provider';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';

export type { CardOutcome, CardProvider, CardRefundRequest, CardRefundResult } from './card-provider';
export { sandboxCards, type CardAttempt } from './sandbox-gateway';

/** Whether the configuration takes card payments at all. */
export function cardPaymentsOn(config: Config): boolean {
  return config.checkout.cardProvider === 'sandbox';
}

/** The sandbox gateway on this database (CARD_PROVIDER=sandbox); null when card payments go elsewhere or are off. */
export function sandboxGateway(config: Config, db: Queryable): SandboxGateway | null {
  return config.checkout.cardProvider === 'sandbox'
    ? createSandboxGateway({ secret: config.paymentCallbackSecret, db })
    : null;
}

/** The card provider of the configuration, or null: the card method is then not offered. */
export function cardProvider(config: Config, db: Queryable): CardProvider | null {
  return sandboxGateway(config, db)?.provider ?? null;
}

import type { Config } from '@/server/config';
import type { CardProvider } from './card-provider';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';

export type { CardOutcome, CardProvider } from './card-provider';
export { sandboxCards, type CardAttempt } from './sandbox-gateway';

const holder = globalThis as typeof globalThis & { shopSandboxGateway?: SandboxGateway };

/** The sandbox gateway of this process (CARD_PROVIDER=sandbox); null when card payments go elsewhere or are off. */
export function sandboxGateway(config: Config): SandboxGateway | null {
  if (config.checkout.cardProvider !== 'sandbox') return null;
  holder.shopSandboxGateway ??= createSandboxGateway({ secret: config.paymentCallbackSecret });
  return holder.shopSandboxGateway;
}

/** The card provider of the configuration, or null: the card method is then not offered. */
export function cardProvider(config: Config): CardProvider | null {
  return sandboxGateway(config)?.provider ?? null;
}

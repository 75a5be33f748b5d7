import 'server-only';
import { eq } from 'drizzle-orm';
import type { Config } from '@/server/config';
import type { Queryable } from '@/server/db';
import type { CheckoutSettings } from '@/server/domains/checkout';
import type { ThirdPartySettings } from '@/server/third-party-settings';
import { providerConsent, providerNames } from '@/shared/consent';
import { shopSettingsSchema, type ShopSettings } from '@/shared/shop-settings-rules';
import { shopSettings } from './settings.tables';

export const shopSettingsRowId = 'shop';

/** The settings as the configuration (environment variables and their defaults) gives them: a fresh shop's. */
export function settingsOfConfig(
  config: Pick<Config, 'checkout' | 'contactForm' | 'contact' | 'thirdParty'>,
): ShopSettings {
  const { checkout } = config;
  return {
    shippingMethods: checkout.shippingMethods,
    islandSurchargeCents: checkout.islandSurchargeCents,
    islandPostcodePrefixes: checkout.islandPostcodePrefixes,
    cashOnDeliveryFeeCents: checkout.cashOnDeliveryFeeCents,
    installments: checkout.installments,
    bankTransfer: checkout.bankTransfer,
    vatRates: checkout.vatRates,
    paymentMethodsOff: checkout.paymentMethodsOff,
    contactForm: config.contactForm,
    backorderDays: checkout.backorderDays,
    thirdPartyScripts: Object.fromEntries(config.thirdParty.providers.map((provider) => [provider.name, provider.src])),
    contact: config.contact,
  };
}

export type StoredShopSettings = { settings: ShopSettings; version: number };

/** The saved row, or null on a fresh shop. A row that no longer fits the schema is ignored (and said so). */
export async function storedShopSettings(db: Queryable): Promise<StoredShopSettings | null> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, shopSettingsRowId));
  if (!row) return null;
  const parsed = shopSettingsSchema.safeParse(row.value);
  if (!parsed.success) {
    console.error('shop settings in the database do not fit; the configuration applies', parsed.error.issues);
    return null;
  }
  return { settings: parsed.data, version: row.version };
}

/** The checkout's settings with the owner's saved ones laid over them (fields the form does not edit stay). */
export function checkoutWithShopSettings(checkout: CheckoutSettings, saved: ShopSettings): CheckoutSettings {
  return {
    ...checkout,
    shippingMethods: saved.shippingMethods,
    islandSurchargeCents: saved.islandSurchargeCents,
    islandPostcodePrefixes: saved.islandPostcodePrefixes,
    cashOnDeliveryFeeCents: saved.cashOnDeliveryFeeCents,
    installments: [...saved.installments].sort((a, b) => a.minTotalCents - b.minTotalCents),
    bankTransfer: saved.bankTransfer,
    vatRates: saved.vatRates,
    paymentMethodsOff: saved.paymentMethodsOff,
    backorderDays: saved.backorderDays ?? checkout.backorderDays,
  };
}

function thirdPartyWithShopSettings(thirdParty: ThirdPartySettings, saved: ShopSettings): ThirdPartySettings {
  const providers = providerNames.flatMap((name) => {
    const src = saved.thirdPartyScripts[name];
    return src ? [{ name, src, consent: providerConsent[name] }] : [];
  });
  return { ...thirdParty, providers };
}

/** The configuration the shop runs with: the environment's, with the owner's saved settings winning. */
export function configWithShopSettings(config: Config, saved: StoredShopSettings | null): Config {
  if (!saved) return config;
  return {
    ...config,
    checkout: checkoutWithShopSettings(config.checkout, saved.settings),
    contactForm: saved.settings.contactForm,
    contact: saved.settings.contact,
    thirdParty: thirdPartyWithShopSettings(config.thirdParty, saved.settings),
  };
}

import 'server-only';
import { z } from 'zod';
import type { PaymentMethodCode } from '@/shared/checkout-rules';
import { viesDefaultUrl } from './providers/vies';

export type ShippingZone = 'gr' | 'gr-mainland' | 'gr-islands' | 'eu' | 'world' | 'international';
export type ShippingMethodSetting = {
  code: string;
  zone: ShippingZone;
  baseCents: number;
  perKgCents: number;
  includedGrams: number;
  maxGrams: number | null;
  /**
   * Free shipping from this items total (excluding VAT, before any fee) upwards; null: never free. A method may be
   * listed once per zone, each entry with its own threshold. The back office's settings take this over later.
   */
  freeFromCents: number | null;
};

export type CheckoutSettings = {
  homeCountry: string;
  /** Standard VAT rates in percent per EU country. */
  vatRates: Record<string, number>;
  /** Greek island postal codes by their first two digits: couriers charge more there. */
  islandPostcodePrefixes: string[];
  islandSurchargeCents: number;
  shippingMethods: ShippingMethodSetting[];
  cashOnDeliveryFeeCents: number;
  bankTransfer: { beneficiary: string; iban: string; bank: string };
  /** Most installments from an order total (including VAT) upwards. */
  installments: { minTotalCents: number; max: number }[];
  /** `sandbox`: the built-in test gateway; `viva`: Viva Smart Checkout (its emulator unless VIVA_ENVIRONMENT says otherwise). */
  cardProvider: 'sandbox' | 'viva' | 'off';
  /** An unpaid card order is cancelled after this long and its parts return to stock. */
  cardPaymentWindowMinutes: number;
  /**
   * How a business's EU VAT number is verified before reverse charge: `vies` asks the Commission's VIES service at
   * `viesUrl`; `off` verifies none, so every EU buyer pays VAT.
   */
  vatNumberCheck: 'off' | 'vies';
  viesUrl: string;
  /** Payment methods the owner switched off on /staff/settings (none from the environment). */
  paymentMethodsOff: PaymentMethodCode[];
  /** Roughly how many days back-ordered units take to arrive: told to customers who order more than the shelf holds. */
  backorderDays: number;
};

/** Amounts exclude VAT, like every price of the shop. */
export const defaultCheckoutSettings: CheckoutSettings = {
  homeCountry: 'GR',
  vatRates: {
    AT: 20,
    BE: 21,
    BG: 20,
    HR: 25,
    CY: 19,
    CZ: 21,
    DK: 25,
    EE: 24,
    FI: 25.5,
    FR: 20,
    DE: 19,
    GR: 24,
    HU: 27,
    IE: 23,
    IT: 22,
    LV: 21,
    LT: 21,
    LU: 17,
    MT: 18,
    NL: 21,
    PL: 23,
    PT: 23,
    RO: 21,
    SK: 23,
    SI: 22,
    ES: 21,
    SE: 25,
  },
  islandPostcodePrefixes: ['28', '29', '49', '70', '71', '72', '73', '74', '80', '81', '82', '83', '84', '85'],
  islandSurchargeCents: 300,
  shippingMethods: [
    {
      code: 'courier',
      zone: 'gr',
      baseCents: 500,
      perKgCents: 100,
      includedGrams: 2000,
      maxGrams: 30_000,
      freeFromCents: null,
    },
    { code: 'pickup', zone: 'gr', baseCents: 0, perKgCents: 0, includedGrams: 0, maxGrams: null, freeFromCents: null },
    // BOX NOW lockers, in Greece only: no weight limit here, since the locker's own (20 kg) is checked with a
    // message saying so rather than by leaving the method out.
    {
      code: 'boxnow',
      zone: 'gr',
      baseCents: 300,
      perKgCents: 0,
      includedGrams: 0,
      maxGrams: null,
      freeFromCents: null,
    },
    {
      code: 'international',
      zone: 'international',
      baseCents: 2500,
      perKgCents: 500,
      includedGrams: 1000,
      maxGrams: 30_000,
      freeFromCents: null,
    },
  ],
  cashOnDeliveryFeeCents: 200,
  bankTransfer: { beneficiary: 'Tractor Parts Hellas', iban: 'GR16 0110 1250 0000 0001 2300 695', bank: 'Demo Bank' },
  installments: [
    { minTotalCents: 0, max: 1 },
    { minTotalCents: 10_000, max: 3 },
    { minTotalCents: 30_000, max: 6 },
    { minTotalCents: 60_000, max: 12 },
  ],
  cardProvider: 'sandbox',
  cardPaymentWindowMinutes: 30,
  vatNumberCheck: 'off',
  viesUrl: viesDefaultUrl,
  paymentMethodsOff: [],
  backorderDays: 10,
};

const cents = z.coerce.number().int().min(0).max(10_000_000);
const pairs = <T>(value: string, read: (key: string, amount: string) => T) =>
  value.split(',').map((pair) => {
    const [key = '', amount = ''] = pair.split(':').map((part) => part.trim());
    return read(key, amount);
  });

const variables = {
  VAT_RATES: z.string().transform((value, context) => {
    const rates = pairs(value, (country, rate) => [country.toUpperCase(), Number(rate)] as const);
    if (rates.some(([country, rate]) => !/^[A-Z]{2}$/.test(country) || !(rate >= 0 && rate <= 50)))
      context.addIssue({ code: 'custom', message: 'expected COUNTRY:percent pairs, e.g. DE:19,FR:20' });
    return Object.fromEntries(rates);
  }),
  ISLAND_SURCHARGE_CENTS: cents,
  ISLAND_POSTCODE_PREFIXES: z.string().transform((value) =>
    value
      .split(',')
      .map((prefix) => prefix.trim())
      .filter(Boolean),
  ),
  SHIPPING_METHODS: z.string().transform((value, context) => {
    const method = z.object({
      code: z.string().regex(/^[a-z0-9-]{1,40}$/),
      zone: z.enum(['gr', 'gr-mainland', 'gr-islands', 'eu', 'world', 'international']),
      baseCents: cents,
      perKgCents: cents,
      includedGrams: cents,
      maxGrams: cents.nullable(),
      // Off unless given: an older setting without it keeps charging as before.
      freeFromCents: cents.nullable().default(null),
    });
    try {
      return z.array(method).min(1).parse(JSON.parse(value));
    } catch {
      context.addIssue({
        code: 'custom',
        message:
          'expected a JSON array of {code, zone, baseCents, perKgCents, includedGrams, maxGrams, freeFromCents?}',
      });
      return z.NEVER;
    }
  }),
  COD_FEE_CENTS: cents,
  BANK_BENEFICIARY: z.string().min(2).max(120),
  BANK_IBAN: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,40}$/),
  BANK_NAME: z.string().min(2).max(120),
  INSTALLMENTS: z.string().transform((value, context) => {
    const tiers = pairs(value, (euros, max) => ({ minTotalCents: Math.round(Number(euros) * 100), max: Number(max) }));
    if (
      tiers.some((tier) => !Number.isInteger(tier.max) || tier.max < 1 || tier.max > 36 || !(tier.minTotalCents >= 0))
    )
      context.addIssue({ code: 'custom', message: 'expected euros:max pairs, e.g. 0:1,100:3,300:6' });
    return tiers.sort((a, b) => a.minTotalCents - b.minTotalCents);
  }),
  CARD_PROVIDER: z.enum(['sandbox', 'viva', 'off']),
  CARD_PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(5).max(10_080),
  VAT_NUMBER_CHECK: z.enum(['off', 'vies']),
  BACKORDER_DAYS: z.coerce.number().int().min(1).max(365),
  VIES_URL: z
    .string()
    .regex(/^https?:\/\//, 'expected an http(s) URL')
    .pipe(z.url())
    .transform((url) => url.replace(/\/+$/, '')),
};

/** The checkout settings of the environment: each variable overrides its default; blank means unset. */
export function readCheckoutSettings(env: Record<string, string | undefined>): CheckoutSettings {
  const read = <K extends keyof typeof variables>(name: K): z.output<(typeof variables)[K]> | undefined => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    const parsed = variables[name].safeParse(value);
    if (!parsed.success) throw new Error(`Invalid configuration: ${name}: ${parsed.error.issues[0]?.message}`);
    return parsed.data as z.output<(typeof variables)[K]>;
  };
  const base = defaultCheckoutSettings;
  return {
    ...base,
    vatRates: { ...base.vatRates, ...read('VAT_RATES') },
    islandSurchargeCents: read('ISLAND_SURCHARGE_CENTS') ?? base.islandSurchargeCents,
    islandPostcodePrefixes: read('ISLAND_POSTCODE_PREFIXES') ?? base.islandPostcodePrefixes,
    shippingMethods: read('SHIPPING_METHODS') ?? base.shippingMethods,
    cashOnDeliveryFeeCents: read('COD_FEE_CENTS') ?? base.cashOnDeliveryFeeCents,
    bankTransfer: {
      beneficiary: read('BANK_BENEFICIARY') ?? base.bankTransfer.beneficiary,
      iban: read('BANK_IBAN') ?? base.bankTransfer.iban,
      bank: read('BANK_NAME') ?? base.bankTransfer.bank,
    },
    installments: read('INSTALLMENTS') ?? base.installments,
    cardProvider: read('CARD_PROVIDER') ?? base.cardProvider,
    cardPaymentWindowMinutes: read('CARD_PAYMENT_WINDOW_MINUTES') ?? base.cardPaymentWindowMinutes,
    vatNumberCheck: read('VAT_NUMBER_CHECK') ?? base.vatNumberCheck,
    viesUrl: read('VIES_URL') ?? base.viesUrl,
    backorderDays: read('BACKORDER_DAYS') ?? base.backorderDays,
  };
}

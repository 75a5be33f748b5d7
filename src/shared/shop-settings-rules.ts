import { z } from './zod';
import { emailSchema, paymentMethodCodes } from './checkout-rules';
import { providerNames } from './consent';
import { defaultContactDetails, hourSlots } from './shop-contact';

const cents = z.number().int().min(0).max(10_000_000);
const shippingZones = ['gr', 'gr-mainland', 'gr-islands', 'eu', 'world', 'international'] as const;

/** A script of the shop's own site (`/vendor/chat.js`) or an https address: the cookie consent loads nothing else. */
export const scriptAddressSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) => (value.startsWith('https://') && URL.canParse(value)) || /^\/[^/\s][^\s]*$/.test(value),
    'must be an https:// address or a path on this site',
  );

const line = z.string().trim().min(2).max(120);
const phone = z
  .string()
  .trim()
  .regex(/^\+\d[\d ]{6,20}$/, 'must start with + and the country code');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');

/** The shop's contact details and opening hours (issue #17); an hours row for each slot, closing after opening. */
export const contactDetailsSchema = z.object({
  email: emailSchema,
  landline: phone,
  messaging: phone,
  address: z.object({ el: z.object({ street: line, locality: line }), en: z.object({ street: line, locality: line }) }),
  hours: z
    .array(
      z
        .object({
          days: z.enum(hourSlots),
          opens: time,
          closes: time,
          byAppointment: z.boolean(),
          // Rows saved before days could be closed have no such field.
          closed: z.boolean().default(false),
        })
        .refine((slot) => slot.closed || slot.opens < slot.closes, 'closes before it opens'),
    )
    .length(hourSlots.length)
    .refine((slots) => hourSlots.every((days, index) => slots[index]?.days === days), 'one row per slot, in order'),
});

/**
 * What the owner edits on /staff/settings, as stored in the database: one schema for the form's server action and
 * for reading the stored row back (a row written by an older version that no longer fits is ignored, not trusted).
 */
export const shopSettingsSchema = z.object({
  shippingMethods: z
    .array(
      z.object({
        code: z.string().regex(/^[a-z0-9-]{1,40}$/),
        zone: z.enum(shippingZones),
        baseCents: cents,
        perKgCents: cents,
        includedGrams: cents,
        maxGrams: cents.nullable(),
        /** Free shipping from this order value (excl. VAT); null: never free. */
        freeFromCents: cents.nullable().default(null),
      }),
    )
    .min(1)
    .refine((methods) => new Set(methods.map((method) => method.code)).size === methods.length, 'codes repeat'),
  islandSurchargeCents: cents,
  islandPostcodePrefixes: z.array(z.string().regex(/^\d{2}$/)).max(100),
  cashOnDeliveryFeeCents: cents,
  installments: z
    .array(z.object({ minTotalCents: cents, max: z.number().int().min(1).max(36) }))
    .min(1)
    .refine((tiers) => tiers.some((tier) => tier.minTotalCents === 0), 'a tier must start at 0'),
  bankTransfer: z.object({
    beneficiary: z.string().trim().min(2).max(120),
    iban: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,40}$/),
    bank: z.string().trim().min(2).max(120),
  }),
  vatRates: z.record(z.string().regex(/^[A-Z]{2}$/), z.number().min(0).max(50)),
  /** Payment methods switched off; at least one stays on. */
  paymentMethodsOff: z
    .array(z.enum(paymentMethodCodes))
    .refine((off) => new Set(off).size < paymentMethodCodes.length, 'one payment method must stay on'),
  contactForm: z.boolean(),
  /** Days back-ordered units take, told in the cart; null (a row saved before it existed): the configuration's. */
  backorderDays: z.number().int().min(1).max(365).nullable().default(null),
  thirdPartyScripts: z.partialRecord(z.enum(providerNames), scriptAddressSchema),
  /** A row saved before the owner could edit them: today's constants. */
  contact: contactDetailsSchema.default(defaultContactDetails),
});

export type ShopSettings = z.output<typeof shopSettingsSchema>;
export type ShopSettingsField = keyof ShopSettings;
export const shopSettingsFields = Object.keys(shopSettingsSchema.shape) as ShopSettingsField[];
export { shippingZones };

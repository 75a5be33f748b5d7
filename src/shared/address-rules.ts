import { z } from './zod';
import { isCountryCode } from './countries';

export { addressFields, requiredAddressFields, type AddressField } from './address-fields';

const text = (max: number) => z.string().trim().max(max);
const optional = (max: number) =>
  text(max)
    .optional()
    .nullable()
    .transform((value) => value || null);
// Spec §5: an empty field is 'required' before any format message, so the format check never sees it.
const phone = z
  .string()
  .trim()
  .min(1, { abort: true })
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'phone');

export const addressSchema = z
  .object({
    firstName: text(80).min(1),
    lastName: text(80).min(1),
    company: optional(120),
    address1: text(160).min(1),
    address2: optional(160),
    floor: optional(20),
    doorbell: optional(60),
    phone,
    alternativePhone: phone
      .optional()
      .nullable()
      .or(z.literal(''))
      .transform((value) => value || null),
    // A real country (ISO 3166-1), not any two letters: the country decides VAT and shipping.
    country: z.string().trim().toUpperCase().refine(isCountryCode, 'country'),
    region: optional(80),
    city: text(80).min(1),
    postalCode: text(12).min(1),
  })
  // Greek postal codes are five digits ("145 65" is written with a space).
  .refine((address) => address.country !== 'GR' || !address.postalCode || /^\d{3} ?\d{2}$/.test(address.postalCode), {
    path: ['postalCode'],
    message: 'postalCode',
  });

export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

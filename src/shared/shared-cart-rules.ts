import { z } from './zod';

/**
 * Phone orders' shared carts (issue #24): the rules the back office's forms, the storefront's short-code form and
 * the server share. Discounts are basis points (1000 = 10 %).
 */
export const sharedCartLimits = { note: 2000, email: 254, phone: 20, maxQuantity: 99 } as const;

/** Letters and digits that cannot be mistaken for one another when read out on the phone (no 0/O, 1/I/L). */
export const shortCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const shortCodeLength = 8;

/** What the customer typed (`abcd efgh`, `ABCD-EFGH`) as the stored code, or null when it cannot be one. */
export function normaliseShortCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== shortCodeLength) return null;
  return [...code].every((char) => shortCodeAlphabet.includes(char)) ? code : null;
}

/** `ABCDEFGH` as `ABCD-EFGH`, easier to read out. */
export const shortCodeForDisplay = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** A phone number's digits without a Greek country prefix, so that `+30 690…` and `690…` match. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.replace(/^(0030|30)(?=\d{10}$)/, '');
}

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The price after the line's discount and then the cart's, rounded to the cent. */
export function discountedCents(unitCents: number, lineBasisPoints: number, cartBasisPoints: number): number {
  return Math.round((unitCents * (10_000 - lineBasisPoints) * (10_000 - cartBasisPoints)) / 100_000_000);
}

/** How much the two discounts take off together, in basis points (10 % and 10 % take 19 %). */
export function combinedDiscount(lineBasisPoints: number, cartBasisPoints: number): number {
  return 10_000 - ((10_000 - lineBasisPoints) * (10_000 - cartBasisPoints)) / 10_000;
}

/** A percentage typed in a form (`12,5`, `10`) as basis points; invalid or outside 0–100 % fails. */
export const discountPercent = z
  .string()
  .trim()
  .transform((value) => (value === '' ? '0' : value.replace(',', '.')))
  .pipe(
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, 'invalid')
      .transform((value) => Math.round(Number(value) * 100))
      .refine((points) => points <= 10_000, 'invalid'),
  );

export const sharedCartCustomerSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(sharedCartLimits.email, 'tooLong')
      .refine((value) => value === '' || emailPattern.test(value), 'email'),
    phone: z
      .string()
      .trim()
      .max(sharedCartLimits.phone, 'tooLong')
      .refine((value) => value === '' || /^\+?[0-9 ()-]{6,20}$/.test(value), 'phone'),
  })
  .refine((value) => value.email !== '' || value.phone !== '', { message: 'required', path: ['email'] });
export type SharedCartCustomerInput = z.input<typeof sharedCartCustomerSchema>;

export const sharedCartLineSchema = z.object({
  quantity: z.coerce.number().int('invalid').min(1, 'invalid').max(sharedCartLimits.maxQuantity, 'invalid'),
  discount: discountPercent,
});

export const sharedCartNoteSchema = z.string().trim().max(sharedCartLimits.note, 'tooLong');

/** The storefront's form: the short code read out on the phone and the customer's e-mail or phone. */
export const shortCodeSchema = z.object({
  code: z.string().transform((value, context) => {
    const code = normaliseShortCode(value);
    if (!code) context.addIssue({ code: 'custom', message: 'invalid' });
    return code ?? '';
  }),
  contact: z.string().trim().min(3, 'required').max(sharedCartLimits.email, 'tooLong'),
});

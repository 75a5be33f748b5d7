import { z } from './zod';
import { addressSchema } from './address-rules';
import { checkoutProblems } from './checkout-rules';

/**
 * The order desk's forms (issue #15), the same on the staff page and in the domain actions. Amounts are typed in
 * euros as staff read them off a bank statement ("124,50" or "124.50") and become integer cents here. Problems are
 * the checkout's: a dotted field path and `required`, `invalid` or the refinement's reason.
 */
/** The order desk's actions (the permission table names each `orders.<action>`). */
export const deskActions = [
  'mark-paid',
  'mark-collected',
  'pack',
  'ship',
  'deliver',
  'cancel',
  'return',
  'refund',
  'edit-contact',
  'resend-confirmation',
  'note',
] as const;
export type DeskAction = (typeof deskActions)[number];

export const isDeskAction = (value: unknown): value is DeskAction =>
  typeof value === 'string' && (deskActions as readonly string[]).includes(value);

const amountPattern = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** "124,5" → 12450; the form's text, never a float. */
export function centsOfAmount(text: string): number {
  const [whole, fraction = ''] = text.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const amountSchema = z
  .string()
  .trim()
  .regex(amountPattern, 'amount')
  .transform(centsOfAmount)
  .refine((cents) => cents > 0, 'amount');

const required = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => value || null);

/** A boolean from a checkbox: present ("on") or absent. */
const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

export const markPaidSchema = z.object({ amount: amountSchema, reference: required(120) });
export const markCollectedSchema = z.object({ reference: optional(120) });

export const shipSchema = z.object({
  carrier: required(60),
  trackingNumber: required(60),
  trackingUrl: z
    .string()
    .trim()
    .max(500)
    .optional()
    .nullable()
    .transform((value) => value || null)
    .refine((value) => value === null || /^https:\/\/[^\s]+$/.test(value), 'trackingUrl'),
});

export const cancelSchema = z.object({ reason: required(500), refund: checkbox });

export const returnSchema = z.object({
  lines: z
    .array(z.object({ orderItemId: z.coerce.number().int().positive(), quantity: z.coerce.number().int().min(0) }))
    .transform((lines) => lines.filter((line) => line.quantity > 0))
    .refine((lines) => lines.length > 0, 'noLines')
    .refine((lines) => new Set(lines.map((line) => line.orderItemId)).size === lines.length, 'invalid'),
  restock: checkbox,
  reason: required(500),
});

export const refundSchema = z.object({ amount: amountSchema, reason: required(500) });

/** The shipping address (its phone included) and the contact phone of the billing address. */
export const editContactSchema = z.object({
  shippingAddress: addressSchema,
  contactPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'phone'),
});

export const noteSchema = z.object({ body: required(2000) });

export type MarkPaidInput = z.input<typeof markPaidSchema>;
export type MarkCollectedInput = z.input<typeof markCollectedSchema>;
export type ShipInput = z.input<typeof shipSchema>;
export type CancelInput = z.input<typeof cancelSchema>;
export type ReturnInput = z.input<typeof returnSchema>;
export type RefundInput = z.input<typeof refundSchema>;
export type EditContactInput = z.input<typeof editContactSchema>;
export type NoteInput = z.input<typeof noteSchema>;

export type FieldProblem = { field: string; reason: string };

/** The form's problems, as the checkout reports them. */
export const deskProblems = (error: z.ZodError): FieldProblem[] => checkoutProblems(error);

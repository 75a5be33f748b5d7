import { z } from './zod';
import { addressSchema } from './address-rules';
import { euCountries, isValidVatNumber } from './vat-number';

export const paymentMethodCodes = ['cash-on-delivery', 'bank-transfer', 'card'] as const;
export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

// An empty address is 'required' (spec §5), never 'enter a valid e-mail': the pipe stops at the first failure.
export const emailSchema = z.string().trim().toLowerCase().min(1).max(254).pipe(z.email());

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => value || null);

/** What an invoice (τιμολόγιο) needs besides the address: Greek invoices name the tax office (ΔΟΥ). */
export const invoiceSchema = z.object({
  companyName: z.string().trim().min(1).max(160),
  activity: z.string().trim().min(1).max(160),
  vatNumber: z.string().trim().min(1).max(20),
  taxOffice: optionalText(80),
});
export type InvoiceDetails = z.output<typeof invoiceSchema>;

/**
 * The checkout form (spec §3 inputs), the same in the browser and on the server. Problems carry the field's path
 * (`billing.postalCode`, `invoice.vatNumber`) and a reason the form turns into the spec §5 messages.
 */
export const checkoutSchema = z
  .object({
    email: emailSchema,
    billing: addressSchema,
    shipToBilling: z.boolean(),
    shipping: addressSchema.nullable().optional(),
    notes: optionalText(1000),
    document: z.enum(['receipt', 'invoice']),
    invoice: invoiceSchema.nullable().optional(),
    shippingMethod: z.string().trim().min(1).max(40),
    /** The BOX NOW locker chosen, when the shipping method delivers to lockers (the server checks it is one). */
    lockerId: optionalText(40),
    paymentMethod: z.enum(paymentMethodCodes),
    installments: z.number().int().min(1).max(36).default(1),
  })
  .superRefine((input, problems) => {
    if (!input.shipToBilling && !input.shipping)
      problems.addIssue({ code: 'custom', path: ['shipping'], message: 'required' });
    if (input.document === 'invoice') {
      if (!input.invoice) problems.addIssue({ code: 'custom', path: ['invoice'], message: 'required' });
      else {
        const country = input.billing.country;
        if (euCountries.includes(country) && !isValidVatNumber(country, input.invoice.vatNumber))
          problems.addIssue({ code: 'custom', path: ['invoice', 'vatNumber'], message: 'vatNumber' });
        if (country === 'GR' && !input.invoice.taxOffice)
          problems.addIssue({ code: 'custom', path: ['invoice', 'taxOffice'], message: 'required' });
      }
    }
  });

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutDetails = z.output<typeof checkoutSchema>;

/** Where an order goes: the shipping address, or the billing one when they are the same. */
export function destinationOf(details: Pick<CheckoutDetails, 'billing' | 'shipping' | 'shipToBilling'>) {
  return details.shipToBilling || !details.shipping ? details.billing : details.shipping;
}

/**
 * The problems of the form, one per field (the first found, so 'required' comes before a format reason): the dotted
 * field path and `required` or `invalid` (or the refinement's own reason).
 */
export function checkoutProblems(error: z.ZodError): { field: string; reason: string }[] {
  const firstPerField = error.issues.filter(
    (issue, index, issues) => issues.findIndex((other) => other.path.join('.') === issue.path.join('.')) === index,
  );
  return firstPerField.map((issue) => ({
    field: issue.path.join('.'),
    reason:
      issue.code === 'custom'
        ? issue.message
        : issue.code === 'too_small' || (issue.code === 'invalid_type' && issue.input == null)
          ? 'required'
          : issue.path.at(-1) === 'email'
            ? 'email'
            : 'invalid',
  }));
}

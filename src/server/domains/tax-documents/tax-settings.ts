import { z } from 'zod';
import { isValidGreekVatNumber } from '@/shared/vat-number';

/** AADE's production address of the myDATA REST API for ERP users (the documented `…/myDATA/SendInvoices`). */
export const myDataProductionUrl = 'https://mydatapi.aade.gr/myDATA';

/**
 * Where receipts and invoices go. `emulator` (the default): the local emulators, started by the shop on loopback
 * ports unless a URL is given; `production`: AADE's myDATA and the certified e-invoicing provider with their
 * credentials. Nothing else in the shop knows which one it talks to.
 */
export type TaxDocumentSettings = {
  issuerVatNumber: string;
  myData: {
    mode: 'emulator' | 'production';
    url: string | null;
    userId: string;
    subscriptionKey: string;
    /** The port of the emulator the shop starts itself (tests switch it over HTTP); unset: any free port. */
    emulatorPort: number | null;
  };
  einvoicing: { mode: 'emulator' | 'production'; url: string | null; apiKey: string };
  /** Look a Greek buyer's ΑΦΜ up at the provider before issuing an invoice (needs credentials): off by default. */
  vatNumberLookup: boolean;
};

const schema = z
  .object({
    ISSUER_VAT_NUMBER: z
      .string()
      .default('123456783')
      .refine(isValidGreekVatNumber, 'is not a valid Greek VAT number (ΑΦΜ)'),
    MYDATA: z.enum(['emulator', 'production']).default('emulator'),
    MYDATA_URL: z.string().url().optional(),
    MYDATA_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    MYDATA_USER_ID: z.string().min(1).optional(),
    MYDATA_SUBSCRIPTION_KEY: z.string().min(1).optional(),
    EINVOICING: z.enum(['emulator', 'production']).default('emulator'),
    EINVOICING_URL: z.string().url().optional(),
    EINVOICING_API_KEY: z.string().min(1).optional(),
    VAT_NUMBER_LOOKUP: z.enum(['on', 'off']).default('off'),
  })
  .superRefine((values, context) => {
    const need = (name: keyof typeof values, why: string) => {
      if (!values[name]) context.addIssue({ code: 'custom', path: [name], message: `is required ${why}` });
    };
    if (values.MYDATA === 'production') {
      need('MYDATA_USER_ID', 'with MYDATA=production');
      need('MYDATA_SUBSCRIPTION_KEY', 'with MYDATA=production');
    }
    if (values.EINVOICING === 'production') {
      need('EINVOICING_URL', 'with EINVOICING=production');
      need('EINVOICING_API_KEY', 'with EINVOICING=production');
    }
  });

export type TaxSettingsProblem = { path: string; message: string };

export function readTaxDocumentSettings(env: Record<string, string | undefined>): TaxDocumentSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid configuration:\n  ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')}`,
    );
  const values = parsed.data;
  const emulated = values.MYDATA === 'emulator';
  return {
    issuerVatNumber: values.ISSUER_VAT_NUMBER,
    myData: {
      mode: values.MYDATA,
      url: values.MYDATA_URL?.replace(/\/$/, '') ?? (emulated ? null : myDataProductionUrl),
      // The emulator checks that both headers are sent, like AADE's gateway; any value will do there.
      userId: values.MYDATA_USER_ID ?? 'emulator-user',
      subscriptionKey: values.MYDATA_SUBSCRIPTION_KEY ?? 'emulator-key',
      emulatorPort: values.MYDATA_EMULATOR_PORT ?? null,
    },
    einvoicing: {
      mode: values.EINVOICING,
      url: values.EINVOICING_URL?.replace(/\/$/, '') ?? null,
      apiKey: values.EINVOICING_API_KEY ?? 'emulator-key',
    },
    vatNumberLookup: values.VAT_NUMBER_LOOKUP === 'on',
  };
}

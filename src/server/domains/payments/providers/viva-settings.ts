import { z } from 'zod';

/**
 * Viva Smart Checkout's settings (CARD_PROVIDER=viva). `VIVA_ENVIRONMENT` picks Viva's three hosts: `emulator` (the
 * default) is the shop's own emulator under /api/emulators/viva, which speaks the same protocol; `demo` is Viva's
 * demo environment; `production` the live one. Credentials come from Viva's Self Care: the Smart Checkout client
 * (OAuth2 client credentials) for orders and transactions, the merchant id and API key (basic auth) for the webhook
 * key and refunds, and the 4-digit code of the payment source whose success and failure URLs point at the shop's
 * /api/payments/viva/return.
 */
export type VivaSettings = {
  environment: 'emulator' | 'demo' | 'production';
  /** The OAuth2 token server (`/connect/token`). */
  accountsUrl: string;
  /** The API host of `/checkout/v2/orders` and `/checkout/v2/transactions/{id}`. */
  apiUrl: string;
  /** The host of the hosted page (`/web/checkout?ref=`) and of the basic-auth API (refunds, webhook key). */
  webUrl: string;
  clientId: string;
  clientSecret: string;
  merchantId: string;
  apiKey: string;
  sourceCode: string;
  /** Emulator only: seconds before an IRIS payment is confirmed (Viva: up to 20 minutes). */
  emulatorIrisSeconds: number;
  /** The emulator runs in this process (no VIVA_EMULATOR_URL): the adapter reaches it without a network hop. */
  emulatorInProcess: boolean;
};

const hosts = {
  demo: {
    accountsUrl: 'https://demo-accounts.vivapayments.com',
    apiUrl: 'https://demo-api.vivapayments.com',
    webUrl: 'https://demo.vivapayments.com',
  },
  production: {
    accountsUrl: 'https://accounts.vivapayments.com',
    apiUrl: 'https://api.vivapayments.com',
    webUrl: 'https://www.vivapayments.com',
  },
};

/** The emulator's fixed credentials: it accepts only these, like Viva accepts only a merchant's own. */
export const vivaEmulatorCredentials = {
  clientId: 'emulator.apps.vivapayments.com',
  clientSecret: 'emulator-client-secret',
  merchantId: '00000000-0000-4000-8000-000000000001',
  apiKey: 'emulator-api-key',
  sourceCode: '1234',
};

export const vivaEmulatorPath = '/api/emulators/viva';

const schema = z
  .object({
    VIVA_ENVIRONMENT: z.enum(['emulator', 'demo', 'production']).default('emulator'),
    VIVA_CLIENT_ID: z.string().min(1).optional(),
    VIVA_CLIENT_SECRET: z.string().min(1).optional(),
    VIVA_MERCHANT_ID: z.string().min(1).optional(),
    VIVA_API_KEY: z.string().min(1).optional(),
    VIVA_SOURCE_CODE: z
      .string()
      .regex(/^\d{4}$/, 'is not a 4-digit source code')
      .optional(),
    VIVA_EMULATOR_URL: z.string().url().optional(),
    VIVA_EMULATOR_IRIS_SECONDS: z.coerce.number().int().min(0).max(3600).default(1200),
  })
  .superRefine((values, context) => {
    if (values.VIVA_ENVIRONMENT === 'emulator') return;
    for (const name of [
      'VIVA_CLIENT_ID',
      'VIVA_CLIENT_SECRET',
      'VIVA_MERCHANT_ID',
      'VIVA_API_KEY',
      'VIVA_SOURCE_CODE',
    ] as const)
      if (!values[name])
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `is required with VIVA_ENVIRONMENT=${values.VIVA_ENVIRONMENT}`,
        });
  });

export function readVivaSettings(env: Record<string, string | undefined>, siteUrl: string): VivaSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const irisSeconds = values.VIVA_EMULATOR_IRIS_SECONDS;
  if (values.VIVA_ENVIRONMENT === 'emulator') {
    const base = (values.VIVA_EMULATOR_URL ?? `${siteUrl}${vivaEmulatorPath}`).replace(/\/$/, '');
    return {
      environment: 'emulator',
      accountsUrl: `${base}/accounts`,
      apiUrl: `${base}/api`,
      webUrl: `${base}/www`,
      ...vivaEmulatorCredentials,
      emulatorIrisSeconds: irisSeconds,
      emulatorInProcess: !values.VIVA_EMULATOR_URL,
    };
  }
  return {
    environment: values.VIVA_ENVIRONMENT,
    ...hosts[values.VIVA_ENVIRONMENT],
    clientId: values.VIVA_CLIENT_ID!,
    clientSecret: values.VIVA_CLIENT_SECRET!,
    merchantId: values.VIVA_MERCHANT_ID!,
    apiKey: values.VIVA_API_KEY!,
    sourceCode: values.VIVA_SOURCE_CODE!,
    emulatorIrisSeconds: irisSeconds,
    emulatorInProcess: false,
  };
}

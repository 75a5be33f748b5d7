import 'server-only';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { readCheckoutSettings, type CheckoutSettings } from './domains/checkout/checkout-settings';
import { readShippingSettings, type ShippingSettings } from './domains/shipping/shipping-settings';
import { trustedProxies } from './http/forwarded-for';
import type { S3Settings } from './storage/s3-storage';
import { readThirdPartySettings, type ThirdPartySettings } from './third-party-settings';
import { readTaxDocumentSettings, type TaxDocumentSettings } from './domains/tax-documents/tax-settings';
import { readVivaSettings, type VivaSettings } from './domains/payments/providers/viva-settings';
import { defaultContactDetails, type ContactDetails } from '@/shared/shop-contact';

/**
 * Every setting of the shop, read once from the environment with safe defaults,
 * so that `npm start` needs no configuration. README lists each one.
 */
const schema = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOSTNAME: z.string().min(1).default('0.0.0.0'),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        trustedProxies(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  TENANT_ID: z.string().min(1).default('tractor-parts-hellas'),
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SITE_URL: z.string().url().optional(),
  REVALIDATE_TOKEN: z.string().min(24).optional(),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Tractor Parts Hellas <info@tractorparts-hellas.example>'),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL: z.coerce.number().int().min(300).max(31_536_000).default(2_592_000),
  STAFF_EMAIL_DOMAINS: z
    .string()
    .default('tractorparts-hellas.example,tractors.example')
    .transform((list) =>
      list
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    ),
  PAYMENT_CALLBACK_SECRET: z.string().min(24).optional(),
  STAFF_ORDER_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  CONTACT_FORM: z.enum(['on', 'off']).default('on'),
  REQUEST_PHOTO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  SHARED_CART_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  FORM_SECRET: z.string().min(24).optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'is not an http:// or https:// address')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // S3's bucket naming rules (lowercase letters, digits, dots and hyphens; 3 to 63 characters).
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'is not a bucket name')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off', 'true', 'false']).default('off'),
  INSTANCES: z.coerce.number().int().min(1).max(64).default(1),
  PAGE_WARMING: z.enum(['on', 'off']).default('off'),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{0,64}$/, 'is not a key prefix (letters, digits, _ : . -)')
    .default(''),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
});

type Values = z.infer<typeof schema>;

/** Object storage needs its bucket; a key id without its secret (or the reverse) is a mistake, not a wish. */
function requireS3Settings(values: Values, context: z.RefinementCtx) {
  if (values.STORAGE !== 's3') return;
  if (!values.S3_BUCKET)
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with STORAGE=s3' });
  if (!values.S3_ACCESS_KEY_ID !== !values.S3_SECRET_ACCESS_KEY)
    context.addIssue({
      code: 'custom',
      path: [values.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: "is required with the other S3 key (or leave both unset for the SDK's own credentials)",
    });
}

/**
 * Several instances behind one address must share every piece of state: one PostgreSQL (PGlite is one process's),
 * one bucket (a photo uploaded through one instance is served by another), one Redis (a revalidation or a sign-in
 * count on one instance reaches the others). The shop refuses to start as several without them.
 */
function requireSharedState(values: Values, context: z.RefinementCtx) {
  if (values.INSTANCES === 1) return;
  const several = `with INSTANCES=${values.INSTANCES}`;
  if (!values.DATABASE_URL)
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_URL'],
      message: `is required ${several}: the embedded PGlite belongs to one process; give every instance the same PostgreSQL`,
    });
  if (values.STORAGE === 'local')
    context.addIssue({
      code: 'custom',
      path: ['STORAGE'],
      message: `is local ${several}: each instance would keep its own files; set STORAGE=s3 and the same S3_BUCKET on every instance`,
    });
  if (!values.REDIS_URL)
    context.addIssue({
      code: 'custom',
      path: ['REDIS_URL'],
      message: `is required ${several}: cached pages and sign-in counts would stay in each instance; give every instance the same Redis`,
    });
  // Cached pages name the shop's address (canonical, hreflang, feeds): never this machine's own.
  if (!values.SITE_URL)
    context.addIssue({
      code: 'custom',
      path: ['SITE_URL'],
      message: `is required ${several}: pages would name http://localhost:${values.PORT} to crawlers; set the shop's public address`,
    });
}

/**
 * Where files live: folders of this machine (one instance), or one bucket of S3-compatible object storage that
 * every instance shares (public files under `uploads/`, contact requests' photos under `requests/`).
 */
export type StorageSettings =
  { kind: 'local'; uploadsDir: string; requestsDir: string } | ({ kind: 's3' } & S3Settings);

export type Config = {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  outboxDir: string;
  /** Imported pictures and the parts catalogue's database (public), contact requests' photos (private). */
  storage: StorageSettings;
  port: number;
  hostname: string;
  tenantId: string;
  demoData: boolean;
  databasePoolSize: number;
  /** The shop's public address, for canonical links, hreflang, sitemaps and e-mails. */
  siteUrl: string;
  /** Lets a catalogue import tell running servers to drop cached pages (POST /api/revalidate); unset: off. */
  revalidateToken: string | undefined;
  /** The SMTP server e-mails go through (`smtp://user:pass@host:587`); unset: written to `outboxDir` as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Shared counters (sign-in throttling) for several instances; unset: this process's memory. */
  redisUrl: string | undefined;
  /** Lifetimes of access and refresh tokens, in seconds. */
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** Accounts one address may create an hour. */
  registrationsPerHour: number;
  /** The company's e-mail domains: verified accounts there have the protected-page marking lifted (never back-office access). */
  staffEmailDomains: string[];
  /** Where staff are told of each new order; unset: no such e-mail. */
  staffOrderEmail: string | undefined;
  /** VAT, shipping, payment methods and installments (README lists their variables). */
  checkout: CheckoutSettings;
  /** Couriers per shipping method and how to reach them (issue #19). */
  shipping: ShippingSettings;
  /** Signs the card gateway's callbacks; unset: a random secret per process (one instance only). */
  paymentCallbackSecret: string;
  /** Viva Smart Checkout (CARD_PROVIDER=viva): its emulator, demo or production, and the credentials. */
  viva: VivaSettings;
  /** Analytics, pixel, live chat, reviews and error reporting: loaded in the browser after the consent each needs. */
  thirdParty: ThirdPartySettings;
  /** The contact form (spec §8 inactive form when off). */
  contactForm: boolean;
  /** E-mail, phones, address and hours shown on the pages and in e-mails (the owner's shop settings, issue #17). */
  contact: ContactDetails;
  requestPhotoMaxBytes: number;
  /** Contact requests one address may send an hour. */
  requestsPerHour: number;
  /** Days a phone order's shared cart stays open from its creation (issue #24). */
  sharedCartDays: number;
  /** Signs the time a form was shown (minimum fill time); unset: a random secret per process (one instance only). */
  formSecret: string;
  /** How many instances serve the shop behind one address (above 1 they must share database, files and Redis). */
  instances: number;
  /** Render-ahead: after a deploy and after catalogue changes the pages of the sitemap are rendered into the cache. */
  pageWarming: boolean;
  /** Put before every key the shop writes to Redis, so that several shops (or tests) can share one. */
  redisKeyPrefix: string;
  /** Where `npm run backup` writes its dated folders, and how many of them it keeps. */
  backup: { dir: string; keep: number };
  /** The shop's ΑΦΜ, myDATA and the e-invoicing provider: emulators or production (README "Receipts and invoices"). */
  taxDocuments: TaxDocumentSettings;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.superRefine(requireS3Settings).superRefine(requireSharedState).safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  // Unset, the shop's own port: a shop started on another port never sends visitors to :3000.
  const siteUrl = (values.SITE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    databaseUrl: values.DATABASE_URL,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    outboxDir: path.join(dataDir, 'outbox'),
    port: values.PORT,
    hostname: values.HOSTNAME,
    tenantId: values.TENANT_ID,
    demoData: values.DEMO_DATA === 'on',
    databasePoolSize: values.DATABASE_POOL_SIZE,
    siteUrl,
    revalidateToken: values.REVALIDATE_TOKEN,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    redisUrl: values.REDIS_URL,
    accessTokenSeconds: values.ACCESS_TOKEN_TTL,
    refreshTokenSeconds: values.REFRESH_TOKEN_TTL,
    staffEmailDomains: values.STAFF_EMAIL_DOMAINS,
    staffOrderEmail: values.STAFF_ORDER_EMAIL,
    registrationsPerHour: values.REGISTRATIONS_PER_HOUR,
    checkout: readCheckoutSettings(env),
    shipping: readShippingSettings(env, siteUrl),
    paymentCallbackSecret: values.PAYMENT_CALLBACK_SECRET ?? processSecret('payment-callback'),
    viva: readVivaSettings(withoutBlanks(env), siteUrl),
    thirdParty: readThirdPartySettings(env),
    contactForm: values.CONTACT_FORM === 'on',
    contact: defaultContactDetails,
    requestPhotoMaxBytes: values.REQUEST_PHOTO_MAX_BYTES,
    requestsPerHour: values.REQUESTS_PER_HOUR,
    sharedCartDays: values.SHARED_CART_DAYS,
    formSecret: values.FORM_SECRET ?? processSecret('form'),
    storage: storageSettings(values, dataDir),
    instances: values.INSTANCES,
    pageWarming: values.PAGE_WARMING === 'on',
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    backup: { dir: path.resolve(values.BACKUP_DIR ?? path.join(dataDir, 'backups')), keep: values.BACKUP_KEEP },
    taxDocuments: readTaxDocumentSettings(withoutBlanks(env)),
  };
}

function storageSettings(values: Values, dataDir: string): StorageSettings {
  if (values.STORAGE === 'local')
    // Photos sent with contact requests live beside the public uploads, never under them.
    return { kind: 'local', uploadsDir: path.join(dataDir, 'uploads'), requestsDir: path.join(dataDir, 'requests') };
  return {
    kind: 's3',
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION,
    bucket: values.S3_BUCKET!,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE === 'on' || values.S3_FORCE_PATH_STYLE === 'true',
  };
}

/**
 * The server's check at start: several instances share PostgreSQL, and a secret made up by each process would not
 * verify on the others (a form shown by one instance, a payment callback reaching another).
 */
export function assertSharedSecrets(env: NodeJS.ProcessEnv = process.env): void {
  const values = withoutBlanks(env);
  if (!values.DATABASE_URL) return;
  const missing = ['FORM_SECRET', 'PAYMENT_CALLBACK_SECRET'].filter((name) => !values[name]);
  if (missing.length > 0)
    throw new Error(
      `Invalid configuration: with DATABASE_URL set, set ${missing.join(' and ')} (at least 24 characters each, the same on every instance).`,
    );
}

/**
 * A random secret shared by the whole process: Next bundles pages and route handlers apart, each with its own
 * copy of this module, and a form signed by a page must verify in the route handler that receives it.
 */
function processSecret(name: string): string {
  const secrets = ((globalThis as { __shopSecrets?: Map<string, string> }).__shopSecrets ??= new Map());
  if (!secrets.has(name)) secrets.set(name, randomBytes(32).toString('hex'));
  return secrets.get(name)!;
}

/** An empty variable (`DATABASE_URL=`) means "not set", as in most tools. */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= readConfig();
  return cached;
}

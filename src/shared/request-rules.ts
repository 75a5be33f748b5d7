import { z } from './zod';

/**
 * The contact form (spec §3: name, e-mail, phone, message; with the tractor model and part number of a part
 * request), checked the same way in the browser and on the server. Issue messages are codes the form shows as
 * `contact.validation.<code>` (spec §5 texts).
 */
export const requestLimits = {
  name: 120,
  email: 254,
  phone: 20,
  message: 4000,
  tractorModel: 80,
  partNumber: 60,
  reply: 4000,
} as const;

/** At most this many photos per request, each a JPEG, PNG or WebP (the size limit is configuration). */
export const photoRules = { maxFiles: 3, types: ['image/jpeg', 'image/png', 'image/webp'] } as const;
export type PhotoType = (typeof photoRules.types)[number];

export const requestFields = ['name', 'email', 'phone', 'message', 'tractorModel', 'partNumber'] as const;
export type RequestField = (typeof requestFields)[number];

export type RequestProblemReason = 'required' | 'email' | 'phone' | 'tooLong';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .optional()
    .nullable()
    .transform((value) => value || null);

export const requestSchema = z.object({
  name: required(requestLimits.name),
  email: required(requestLimits.email).regex(emailPattern, 'email'),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ()-]{6,20})?$/, 'phone')
    .optional()
    .nullable()
    .transform((value) => value || null),
  message: required(requestLimits.message),
  tractorModel: optional(requestLimits.tractorModel),
  partNumber: optional(requestLimits.partNumber),
});

export type RequestInput = z.input<typeof requestSchema>;
export type RequestDetails = z.output<typeof requestSchema>;

export const replySchema = z.object({ body: required(requestLimits.reply) });

/** The problems of a failed parse, one per field: the first found. */
export function requestProblems(error: z.ZodError): { field: string; reason: RequestProblemReason }[] {
  const seen = new Map<string, RequestProblemReason>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const reason =
      (['required', 'email', 'phone', 'tooLong'] as const).find((each) => each === issue.message) ?? 'required';
    if (!seen.has(field)) seen.set(field, reason);
  }
  return [...seen].map(([field, reason]) => ({ field, reason }));
}

/** A request's public id: 32 random bytes in base64url (43 characters). */
export const publicIdPattern = /^[A-Za-z0-9_-]{43}$/;

import { z } from './zod';
import { emailSchema } from './checkout-rules';

/** The footer's sign-up (spec §2): one address, checked the same way by the form and the server. */
export const newsletterSignUpSchema = z.object({ email: emailSchema });
export type NewsletterSignUp = z.infer<typeof newsletterSignUpSchema>;

/** The token of a confirmation or unsubscribe link: 32 random bytes, base64url (43 characters). */
export const newsletterTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const newsletterText = (max: number) =>
  z.object({ el: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });

/** A newsletter as the back office will write it: subject and plain-text body in both languages. */
export const newsletterContentSchema = z.object({ subject: newsletterText(200), body: newsletterText(50_000) });
export type NewsletterContentInput = z.input<typeof newsletterContentSchema>;

import { z } from 'zod';

/** The limits of a password, shown to people before they submit (DESIGN: validation shared by form and server). */
export const passwordRules = { minLength: 10, maxLength: 128 } as const;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email());

export const passwordSchema = z.string().min(passwordRules.minLength).max(passwordRules.maxLength);

/** Staff are the accounts at the shop's own domains (configuration), decided from the stored e-mail, never the client. */
export function isStaffEmail(email: string, staffDomains: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return staffDomains.includes(domain);
}

import 'server-only';
import { z } from 'zod';
import { passwordRules } from '@/shared/account-rules';

export { emailSchema } from '@/shared/checkout-rules';

export const passwordSchema = z.string().min(passwordRules.minLength).max(passwordRules.maxLength);

/** Staff are the accounts at the shop's own domains (configuration), decided from the stored e-mail, never the client. */
export function isStaffEmail(email: string, staffDomains: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return staffDomains.includes(domain);
}

import 'server-only';
import { emailTexts } from '@/server/mail/email-texts';
import type { Locale } from '@/shared/locales';
import type { StaffRole } from './staff-roles';

/** The invitation to join the back office, in the invitee's language. */
export function staffInviteEmail(locale: Locale, facts: { role: StaffRole; inviter: string; link: string }) {
  const t = emailTexts(locale);
  const role = t(`staff.roles.${facts.role}`);
  return {
    subject: t('staff.invite.subject', { role }),
    text: t('staff.invite.body', { role, inviter: facts.inviter || t('staff.invite.theShop'), link: facts.link }),
  };
}

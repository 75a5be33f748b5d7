import type { Locale } from '@/shared/locales';

/** The texts of the account e-mails, in the member's language. */
const texts = {
  el: {
    'reset-password': {
      subject: 'Αλλαγή κωδικού στο Tractor Parts Hellas',
      body: (link: string) =>
        `Γεια σας,\n\nζητήθηκε αλλαγή του κωδικού του λογαριασμού σας. Ορίστε νέο κωδικό εδώ (ο σύνδεσμος ισχύει μία ώρα και μία φορά):\n\n${link}\n\nΑν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας δεν άλλαξε.\n\nTractor Parts Hellas`,
    },
    'verify-email': {
      subject: 'Επιβεβαιώστε το e-mail σας στο Tractor Parts Hellas',
      body: (link: string) => `Γεια σας,\n\nευχαριστούμε για την εγγραφή σας. Επιβεβαιώστε τη διεύθυνση e-mail σας εδώ:\n\n${link}\n\nTractor Parts Hellas`,
    },
  },
  en: {
    'reset-password': {
      subject: 'Reset your Tractor Parts Hellas password',
      body: (link: string) =>
        `Hello,\n\nsomeone asked to reset the password of your account. Choose a new one here (the link works once, for one hour):\n\n${link}\n\nIf it was not you, ignore this message: your password has not changed.\n\nTractor Parts Hellas`,
    },
    'verify-email': {
      subject: 'Confirm your e-mail at Tractor Parts Hellas',
      body: (link: string) => `Hello,\n\nthank you for registering. Please confirm your e-mail address here:\n\n${link}\n\nTractor Parts Hellas`,
    },
  },
} satisfies Record<Locale, Record<string, { subject: string; body: (link: string) => string }>>;

export function accountEmail(locale: Locale, purpose: keyof (typeof texts)['el'], link: string) {
  const text = texts[locale][purpose];
  return { subject: text.subject, text: text.body(link) };
}

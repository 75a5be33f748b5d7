import type { Locale } from '@/shared/locales';

type Texts = {
  confirmation: { subject: string; body: (name: string, link: string) => string };
  staffReply: { subject: string; body: (name: string, reply: string, link: string) => string };
};

const texts = {
  el: {
    confirmation: {
      subject: 'Λάβαμε το αίτημά σας στο Tractor Parts Hellas',
      body: (name, link) =>
        `Γεια σας ${name},\n\nευχαριστούμε που επικοινωνήσατε μαζί μας. Λάβαμε το αίτημά σας και θα σας απαντήσουμε το συντομότερο.\n\nΔείτε την πορεία του και απαντήστε μας εδώ:\n\n${link}\n\nΚρατήστε αυτόν τον σύνδεσμο: μόνο όποιος τον έχει βλέπει το αίτημα.\n\nTractor Parts Hellas`,
    },
    staffReply: {
      subject: 'Απάντηση στο αίτημά σας στο Tractor Parts Hellas',
      body: (name, reply, link) => `Γεια σας ${name},\n\nαπαντήσαμε στο αίτημά σας:\n\n${reply}\n\nΔείτε όλο το ιστορικό και απαντήστε μας εδώ:\n\n${link}\n\nTractor Parts Hellas`,
    },
  },
  en: {
    confirmation: {
      subject: 'We received your request at Tractor Parts Hellas',
      body: (name, link) =>
        `Hello ${name},\n\nthank you for contacting us. We received your request and will answer as soon as we can.\n\nFollow it and reply to us here:\n\n${link}\n\nKeep this link: only those who have it can see the request.\n\nTractor Parts Hellas`,
    },
    staffReply: {
      subject: 'A reply to your request at Tractor Parts Hellas',
      body: (name, reply, link) => `Hello ${name},\n\nwe replied to your request:\n\n${reply}\n\nSee the whole history and reply to us here:\n\n${link}\n\nTractor Parts Hellas`,
    },
  },
} satisfies Record<Locale, Texts>;

/** The confirmation of a new request, in its language, with its link. */
export function requestConfirmationEmail(locale: Locale, name: string, link: string) {
  const text = texts[locale].confirmation;
  return { subject: text.subject, text: text.body(name, link) };
}

/** A staff reply, in the request's language, with its link. */
export function staffReplyEmail(locale: Locale, name: string, reply: string, link: string) {
  const text = texts[locale].staffReply;
  return { subject: text.subject, text: text.body(name, reply, link) };
}

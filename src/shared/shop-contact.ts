import type { Locale } from './locales';

/**
 * The shop's contact details in one place (spec §1). Texts around them (labels, day names) live in the
 * messages. E-mail, phones, address and hours here are only a fresh shop's defaults: the owner edits them on
 * /staff/settings (issue #17) and the pages read the effective ones (`ContactDetails`, from the configuration).
 */
export const shopContact = {
  email: 'info@tractorparts-hellas.example',
  address: {
    el: { street: '28ο χλμ. Εθνικής Οδού Αθηνών–Λαμίας', locality: '145 65 Άγιος Στέφανος, Αττική' },
    en: { street: '28th km Athens–Lamia National Road', locality: '145 65 Agios Stefanos, Attica' },
  } satisfies Record<Locale, { street: string; locality: string }>,
  landline: '+30 210 555 0142',
  /** The number for Viber and WhatsApp. */
  messaging: '+30 690 555 0142',
  /** The operator's tractors site, linked from the footer's member area. */
  tractorsSite: 'https://tractors.example',
  social: [
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/tractorpartshellas' },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/tractorpartshellas' },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@tractorpartshellas' },
  ],
} as const;

export type SocialNetwork = (typeof shopContact.social)[number]['network'];

/** Opening hours (spec §1); `days` names a message in the `hours` namespace. */
export const businessHours = [
  { days: 'monFri', opens: '09:00', closes: '17:00', byAppointment: false, closed: false },
  { days: 'sat', opens: '09:00', closes: '15:00', byAppointment: false, closed: false },
  { days: 'sun', opens: '10:00', closes: '14:00', byAppointment: true, closed: false },
] as const;

export const hourSlots = ['monFri', 'sat', 'sun'] as const;
export type HourSlot = (typeof hourSlots)[number];

/** What the owner can change (shop settings `contact`): the details the info bar, footer, contact page and e-mails show. */
export type ContactDetails = {
  email: string;
  landline: string;
  /** The number for Viber and WhatsApp. */
  messaging: string;
  address: Record<Locale, { street: string; locality: string }>;
  /** `closed`: the shop does not open on those days (its times are kept for when it opens again). */
  hours: { days: HourSlot; opens: string; closes: string; byAppointment: boolean; closed: boolean }[];
};

/** The e-mail, phone and chat links alone: what the mobile menu shows, so the browser is sent nothing else. */
export type ContactChannels = Pick<ContactDetails, 'email' | 'landline' | 'messaging'>;

export const contactChannelsOf = ({ email, landline, messaging }: ContactDetails): ContactChannels => ({
  email,
  landline,
  messaging,
});

/** A fresh shop's contact details: the constants above. */
export const defaultContactDetails: ContactDetails = {
  email: shopContact.email,
  landline: shopContact.landline,
  messaging: shopContact.messaging,
  address: { el: { ...shopContact.address.el }, en: { ...shopContact.address.en } },
  hours: businessHours.map((slot) => ({ ...slot })),
};

const digits = (phone: string) => phone.replace(/\D/g, '');

export const mailHref = (email: string) => `mailto:${email}`;
export const telHref = (phone: string) => `tel:+${digits(phone)}`;
export const viberHref = (phone: string) => `viber://chat?number=%2B${digits(phone)}`;
export const whatsappHref = (phone: string) => `https://wa.me/${digits(phone)}`;

export const fullAddress = (contact: ContactDetails, locale: Locale) =>
  `${contact.address[locale].street}, ${contact.address[locale].locality}`;

/**
 * A query value as an IRI: letters beyond ASCII as they are (the browser encodes them when it follows the link),
 * spaces as `+`, ASCII encoded as a URL component. Percent-encoded, a Greek address took six characters a letter, in
 * the header, the menu and the footer of every page (issue #20).
 */
const queryValue = (text: string) =>
  text
    .split(' ')
    .map((word) => [...word].map((char) => (char.charCodeAt(0) > 0x7f ? char : encodeURIComponent(char))).join(''))
    .join('+');

/** A plain link to a map search: nothing is loaded until the visitor follows it. */
export const mapHref = (contact: ContactDetails, locale: Locale) =>
  `https://www.openstreetmap.org/search?query=${queryValue(fullAddress(contact, locale))}`;

import { Icon } from '@/components/icons/Icon';
import { mailHref, telHref, viberHref, whatsappHref, type ContactChannels } from '@/shared/shop-contact';

/** What each contact link says it is: "E-mail", "Phone", "Message us on Viber", "Message us on WhatsApp". */
export type ContactLinkLabels = { email: string; phone: string; viber: string; whatsapp: string };

/** A namespace's translator with the contact links' keys (`contact` on the server, `menuSections` in the menu). */
type ContactLinkTranslator = (
  key: 'email' | 'phone' | 'chatOn' | 'viber' | 'whatsapp',
  values?: { app: string },
) => string;

/** The links' labels from the messages that name them: "Message us on {app}" for each chat app. */
export function contactLinkLabels(t: ContactLinkTranslator): ContactLinkLabels {
  return {
    email: t('email'),
    phone: t('phone'),
    viber: t('chatOn', { app: t('viber') }),
    whatsapp: t('chatOn', { app: t('whatsapp') }),
  };
}

export type ContactLinkListProps = {
  contact: ContactChannels;
  labels: ContactLinkLabels;
  className?: string;
  linkClassName?: string;
};

/** E-mail, phone and chat links as a list, with the labels its caller has: the mobile menu's and `ContactLinks`. */
export function ContactLinkList({ contact, labels, className = '', linkClassName = '' }: ContactLinkListProps) {
  const links = [
    { href: mailHref(contact.email), icon: 'mail', iconClass: 'size-5', label: labels.email, text: contact.email },
    {
      href: telHref(contact.landline),
      icon: 'phone',
      iconClass: 'size-5',
      label: labels.phone,
      text: contact.landline,
    },
    {
      href: viberHref(contact.messaging),
      icon: 'viber',
      iconClass: 'size-5 shrink-0',
      label: labels.viber,
      text: contact.messaging,
    },
    {
      href: whatsappHref(contact.messaging),
      icon: 'whatsapp',
      iconClass: 'size-5 shrink-0',
      label: labels.whatsapp,
      text: contact.messaging,
    },
  ] as const;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={`group flex items-center gap-3 ${linkClassName}`}>
            <span className="text-brand">
              <Icon name={link.icon} className={link.iconClass} />
            </span>
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="text-xs text-neutral-500">{link.label}</span>
              <span className="font-semibold group-hover:underline">{link.text}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

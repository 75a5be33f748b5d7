import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { mailHref, telHref, viberHref, whatsappHref, type ContactDetails } from '@/shared/shop-contact';

/** E-mail, phone and chat links as a list: in the mobile menu and the footer. */
export function ContactLinks({
  contact,
  className = '',
  linkClassName = '',
}: {
  contact: ContactDetails;
  className?: string;
  linkClassName?: string;
}) {
  const t = useTranslations('contact');
  const links = [
    {
      href: mailHref(contact.email),
      icon: <Icon name="mail" className="size-5" />,
      label: t('email'),
      text: contact.email,
    },
    {
      href: telHref(contact.landline),
      icon: <Icon name="phone" className="size-5" />,
      label: t('phone'),
      text: contact.landline,
    },
    {
      href: viberHref(contact.messaging),
      icon: <Icon name="viber" className="size-5 shrink-0" />,
      label: t('chatOn', { app: t('viber') }),
      text: contact.messaging,
    },
    {
      href: whatsappHref(contact.messaging),
      icon: <Icon name="whatsapp" className="size-5 shrink-0" />,
      label: t('chatOn', { app: t('whatsapp') }),
      text: contact.messaging,
    },
  ];
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={`group flex items-center gap-3 ${linkClassName}`}>
            <span className="text-brand">{link.icon}</span>
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

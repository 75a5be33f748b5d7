import { Icon } from '@/components/icons/Icon';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/shared/locales';
import { mailHref, mapHref, telHref, viberHref, whatsappHref, type ContactDetails } from '@/shared/shop-contact';
import { FooterColumn, footerLinkClass } from './FooterColumn';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="contact-item">
      <span className="contact-item-icon">{icon}</span>
      <span className="contact-item-text">
        <span className="contact-item-label">{label}</span>
        {children}
      </span>
    </li>
  );
}

/** Spec §1, §2: the shop's contact details. */
export function FindUsColumn({ contact, wide }: { contact: ContactDetails; wide?: boolean }) {
  const t = useTranslations('contact');
  const tFooter = useTranslations('footer');
  const locale = useLocale() as Locale;
  const address = contact.address[locale];
  const icon = 'size-5 shrink-0';
  return (
    <FooterColumn id="footer-find-us" title={tFooter('findUs')} wide={wide}>
      <address className="not-italic">
        <ul className="flex flex-col gap-4">
          <Item icon={<Icon name="map-pin" className={icon} />} label={t('address')}>
            <a href={mapHref(contact, locale)} className={`${footerLinkClass} block`}>
              {address.street},<br />
              {address.locality}
              <span className="sr-only"> ({t('openMap')})</span>
            </a>
          </Item>
          <Item icon={<Icon name="phone" className={icon} />} label={t('phone')}>
            <a href={telHref(contact.landline)} className={footerLinkClass}>
              {contact.landline}
            </a>
          </Item>
          <Item icon={<Icon name="viber" className={icon} />} label={t('messaging')}>
            <span className="contact-item-links">
              <a
                href={viberHref(contact.messaging)}
                className={footerLinkClass}
                aria-label={`${t('chatOn', { app: t('viber') })}: ${contact.messaging}`}
              >
                {contact.messaging}
              </a>
              <a
                href={whatsappHref(contact.messaging)}
                className={`${footerLinkClass} gap-1`}
                aria-label={t('chatOn', { app: t('whatsapp') })}
              >
                <Icon name="whatsapp" className="size-4" />
                {t('whatsapp')}
              </a>
            </span>
          </Item>
          <Item icon={<Icon name="mail" className={icon} />} label={t('email')}>
            <a href={mailHref(contact.email)} className={footerLinkClass}>
              {contact.email}
            </a>
          </Item>
        </ul>
      </address>
    </FooterColumn>
  );
}

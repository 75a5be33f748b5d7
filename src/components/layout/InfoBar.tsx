import { Icon } from '@/components/icons/Icon';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/shared/locales';
import { mapHref, telHref, viberHref, whatsappHref, type ContactDetails } from '@/shared/shop-contact';

/** Spec §2: above the header on large screens, the site description and the ways to reach the shop. */
export function InfoBar({ contact }: { contact: ContactDetails }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  return (
    <div className="info-bar">
      <div className="info-bar-inner">
        <p className="min-w-0 truncate">{t('site.description')}</p>
        <ul aria-label={t('header.infoBar')} className="flex items-center gap-5">
          <li>
            <a href={mapHref(contact, locale)} className="info-bar-link">
              <Icon name="map-pin" className="size-4 text-brand" />
              <span>
                {/* The street too where there is room for it. */}
                <span className="hidden xl:inline">{contact.address[locale].street}, </span>
                {contact.address[locale].locality}
              </span>
              <span className="sr-only"> ({t('contact.openMap')})</span>
            </a>
          </li>
          <li>
            <a href={telHref(contact.landline)} className="info-bar-link">
              <Icon name="phone" className="size-4 text-brand" />
              <span className="sr-only">{t('contact.phone')}: </span>
              {contact.landline}
            </a>
          </li>
          <li>
            <a
              href={viberHref(contact.messaging)}
              className="info-bar-link"
              aria-label={t('contact.chatOn', { app: t('contact.viber') })}
            >
              <Icon name="viber" className="size-4 text-[#a78bfa]" />
              {t('contact.viber')}
            </a>
          </li>
          <li>
            <a
              href={whatsappHref(contact.messaging)}
              className="info-bar-link"
              aria-label={t('contact.chatOn', { app: t('contact.whatsapp') })}
            >
              <Icon name="whatsapp" className="size-4 text-[#4ade80]" />
              {t('contact.whatsapp')}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}

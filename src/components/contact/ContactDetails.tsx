import { Icon } from '@/components/icons/Icon';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/shared/locales';
import {
  mailHref,
  mapHref,
  telHref,
  viberHref,
  whatsappHref,
  type ContactDetails as Contact,
} from '@/shared/shop-contact';
import { OpeningTimes } from './OpeningTimes';

const linkClass = 'font-semibold text-ink underline-offset-2 hover:text-brand hover:underline break-words';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-brand">{icon}</span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm text-neutral-600">{label}</span>
        {children}
      </span>
    </li>
  );
}

/** Spec §1: the shop's contact details and opening hours, in the page's language (the shop settings', never copied). */
export function ContactDetails({ contact }: { contact: Contact }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const address = contact.address[locale];
  const icon = 'size-5 shrink-0';
  return (
    <section aria-labelledby="contact-details" className="rounded-md border border-neutral-200 p-5">
      <h2 id="contact-details" className="mb-4 text-xl font-bold text-ink">
        {t('contact.page.detailsTitle')}
      </h2>
      <address className="not-italic">
        <ul className="flex flex-col gap-4">
          <Row icon={<Icon name="map-pin" className={icon} />} label={t('contact.address')}>
            <a href={mapHref(contact, locale)} className={linkClass} target="_blank" rel="noopener noreferrer">
              {address.street}, {address.locality}
              <span className="sr-only"> ({t('contact.openMap')})</span>
            </a>
          </Row>
          <Row icon={<Icon name="phone" className={icon} />} label={t('contact.phone')}>
            <a href={telHref(contact.landline)} className={linkClass}>
              {contact.landline}
            </a>
          </Row>
          <Row icon={<Icon name="viber" className={icon} />} label={t('contact.messaging')}>
            <span className="flex flex-wrap gap-x-4 gap-y-1">
              <a
                href={viberHref(contact.messaging)}
                className={linkClass}
                aria-label={`${t('contact.chatOn', { app: t('contact.viber') })}: ${contact.messaging}`}
              >
                {contact.messaging}
              </a>
              <a
                href={whatsappHref(contact.messaging)}
                className={`${linkClass} inline-flex items-center gap-1`}
                aria-label={t('contact.chatOn', { app: t('contact.whatsapp') })}
              >
                <Icon name="whatsapp" className="size-4" />
                {t('contact.whatsapp')}
              </a>
            </span>
          </Row>
          <Row icon={<Icon name="mail" className={icon} />} label={t('contact.email')}>
            <a href={mailHref(contact.email)} className={linkClass}>
              {contact.email}
            </a>
          </Row>
        </ul>
      </address>
      <h3 className="mt-6 mb-3 flex items-center gap-2 font-bold text-ink">
        <Icon name="clock" className="size-5 text-brand" />
        {t('contact.page.hoursTitle')}
      </h3>
      <dl className="flex flex-col gap-2">
        {contact.hours.map((slot) => (
          <div
            key={slot.days}
            className="flex flex-wrap justify-between gap-x-3 border-b border-neutral-100 pb-2 last:border-0"
          >
            <dt className="text-neutral-700">{t(`hours.${slot.days}`)}</dt>
            <dd className="text-right font-semibold text-ink tabular-nums">
              <OpeningTimes slot={slot} noteClassName="text-sm font-normal text-neutral-600" />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

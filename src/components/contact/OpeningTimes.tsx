import { useTranslations } from 'next-intl';
import type { ContactDetails } from '@/shared/shop-contact';

/** One row of the opening hours as the footer and the contact page show it: "Closed", or the times and their note. */
export function OpeningTimes({
  slot,
  noteClassName,
}: {
  slot: ContactDetails['hours'][number];
  noteClassName: string;
}) {
  const t = useTranslations('hours');
  if (slot.closed) return t('closed');
  return (
    <>
      {t('range', { opens: slot.opens, closes: slot.closes })}
      {slot.byAppointment && <span className={`block ${noteClassName}`}>{t('byAppointment')}</span>}
    </>
  );
}

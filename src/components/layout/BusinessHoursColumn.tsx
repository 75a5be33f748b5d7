import { useTranslations } from 'next-intl';
import type { ContactDetails } from '@/shared/shop-contact';
import { FooterColumn } from './FooterColumn';
import { ReviewWidget } from './ReviewWidget';
import { Link } from '@/i18n/navigation';
import { OpeningTimes } from '@/components/contact/OpeningTimes';

/** Spec §1, §2: opening hours, a contact button and (with enough reviews) the review widget. */
export function BusinessHoursColumn({
  hours,
  reviewsCount,
  wide,
}: {
  hours: ContactDetails['hours'];
  reviewsCount: number;
  wide?: boolean;
}) {
  const t = useTranslations();
  return (
    <FooterColumn id="footer-hours" title={t('hours.title')} wide={wide}>
      <dl className="flex flex-col gap-2.5">
        {hours.map((slot) => (
          <div key={slot.days} className="hours-row">
            <dt className="text-neutral-300">{t(`hours.${slot.days}`)}</dt>
            <dd className="hours-time">
              <OpeningTimes slot={slot} noteClassName="text-xs font-normal text-neutral-400" />
            </dd>
          </div>
        ))}
      </dl>
      <Link href="/epikoinonia" className="footer-button-primary mt-5">
        {t('contact.button')}
      </Link>
      <ReviewWidget reviewsCount={reviewsCount} />
    </FooterColumn>
  );
}

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
  className,
}: {
  hours: ContactDetails['hours'];
  reviewsCount: number;
  className?: string;
}) {
  const t = useTranslations();
  return (
    <FooterColumn id="footer-hours" title={t('hours.title')} className={className}>
      <dl className="flex flex-col gap-2.5">
        {hours.map((slot) => (
          <div
            key={slot.days}
            className="flex flex-wrap justify-between gap-x-3 border-b border-white/10 pb-2.5 last:border-0"
          >
            <dt className="text-neutral-300">{t(`hours.${slot.days}`)}</dt>
            <dd className="text-right font-semibold text-white tabular-nums">
              <OpeningTimes slot={slot} noteClassName="text-xs font-normal text-neutral-400" />
            </dd>
          </div>
        ))}
      </dl>
      <Link href="/epikoinonia" className="footer-button mt-5 bg-brand text-white hover:bg-brand-dark">
        {t('contact.button')}
      </Link>
      <ReviewWidget reviewsCount={reviewsCount} />
    </FooterColumn>
  );
}

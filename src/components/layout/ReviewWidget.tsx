import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';

/** Spec §2, §9: reviews show only once there are enough of them to be meaningful. */
export const MIN_REVIEWS_SHOWN = 10;

export function ReviewWidget({ reviewsCount }: { reviewsCount: number }) {
  const t = useTranslations('footer');
  if (reviewsCount < MIN_REVIEWS_SHOWN) return null;
  return (
    <p className="mt-5 inline-flex items-center gap-2 rounded-md bg-white/10 px-3 py-2 text-sm font-semibold text-white">
      <Icon name="star" className="size-4 fill-amber-400 text-amber-400" />
      {t('reviews', { count: reviewsCount })}
    </p>
  );
}

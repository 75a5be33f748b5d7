import { useTranslations } from 'next-intl';
import type { Feature } from '@/server/domains/content';
import { FeatureIcon } from './FeatureIcon';

type Props = { features: Feature[]; variant: 'header' | 'footer' };

/** Spec §2: an icon and a name per feature, in slug order, under the header (≥1200px) and atop the footer. */
export function FeaturesStrip({ features, variant }: Props) {
  const t = useTranslations('header');
  if (features.length === 0) return null;
  const inHeader = variant === 'header';
  return (
    <div
      className={
        inHeader ? 'hidden border-b border-neutral-200 bg-neutral-50 xl:block' : 'border-b border-neutral-200 bg-white'
      }
    >
      <ul
        aria-label={t('features')}
        data-testid={`features-${variant}`}
        className={`mx-auto grid max-w-7xl px-4 ${inHeader ? 'grid-cols-6 gap-4 py-2.5' : 'grid-cols-2 gap-x-4 gap-y-5 py-7 sm:grid-cols-3 xl:grid-cols-6'}`}
      >
        {features.map((feature) => (
          <li
            key={feature.slug}
            className={`feature-item ${inHeader ? 'justify-center text-[0.8125rem]' : 'flex-col text-center text-sm sm:flex-row sm:text-left'}`}
          >
            <span
              className={`feature-icon ${inHeader ? 'size-7 bg-white ring-1 ring-neutral-200' : 'size-11 bg-brand/8'}`}
            >
              <FeatureIcon name={feature.icon} className={inHeader ? 'size-4' : 'size-5'} />
            </span>
            <span className="leading-snug font-semibold text-ink">{feature.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

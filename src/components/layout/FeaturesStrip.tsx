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
    // Each variant's look is its class's (globals.css: `.features-header`, `.features-footer`).
    <div className={`features-${variant}`}>
      <ul aria-label={t('features')} data-testid={`features-${variant}`}>
        {features.map((feature) => (
          <li key={feature.slug}>
            <span>
              <FeatureIcon name={feature.icon} className={inHeader ? 'size-4' : 'size-5'} />
            </span>
            {feature.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

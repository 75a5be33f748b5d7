import { Icon } from '@/components/icons/Icon';
import type { IconName } from '@/components/icons/sprite-icons';
import { featureIconNames, type FeatureIconName } from '@/shared/feature-icons';

/** Every name the features' editor offers is one of the sprite's icons. */
const featureIcons: ReadonlySet<string> = new Set(featureIconNames satisfies readonly IconName[]);

/** Feature icons are the sprite's names in the content data; unknown names get a neutral check mark. */
export function FeatureIcon({ name, className = 'size-5' }: { name: string; className?: string }) {
  const icon = featureIcons.has(name) ? (name as FeatureIconName) : 'badge-check';
  return <Icon name={icon} className={className} strokeWidth={1.75} />;
}

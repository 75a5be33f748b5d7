import { BadgeCheck, Globe, Lock, Phone, ShieldCheck, Ship, Wrench, type LucideIcon } from 'lucide-react';
import type { FeatureIconName } from '@/shared/feature-icons';

/** Feature icons are Lucide names in the content data; unknown names get a neutral check mark. */
const icons: Record<FeatureIconName, LucideIcon> = {
  globe: Globe,
  ship: Ship,
  phone: Phone,
  'shield-check': ShieldCheck,
  wrench: Wrench,
  lock: Lock,
};

export function FeatureIcon({ name, className = 'size-5' }: { name: string; className?: string }) {
  const Icon = icons[name as FeatureIconName] ?? BadgeCheck;
  return <Icon aria-hidden="true" className={className} strokeWidth={1.75} />;
}

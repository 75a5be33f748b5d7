import type { TaxonLink } from '@/server/domains/catalog';

/** New or used, as the catalogue names it in the current language. */
export function ConditionBadge({ condition }: { condition: TaxonLink | null }) {
  if (!condition) return null;
  const used = condition.slug === 'used';
  return <span className={used ? 'condition-badge-used' : 'condition-badge-new'}>{condition.name}</span>;
}

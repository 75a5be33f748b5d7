import type { TaxonLink } from '@/server/domains/catalog';

/** New or used, as the catalogue names it in the current language. */
export function ConditionBadge({ condition }: { condition: TaxonLink | null }) {
  if (!condition) return null;
  const used = condition.slug === 'used';
  return (
    <span className={`condition-badge ${used ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'}`}>
      {condition.name}
    </span>
  );
}

import 'server-only';
import type { Locale } from '@/shared/locales';
import type { Condition } from './query-words';
import type { MachineKind } from './search-lexicon';
import type { UnderstoodKind } from '@/shared/understood-kinds';
import type { SearchPlan } from './search-plan';

/**
 * What the search understood in a term, for the page to say so ("Showing: used starters for Kubota L1-185") and
 * to let the visitor set each part aside with one click.
 */
export type UnderstoodSearch = {
  /** Tractor models, engines and rotovators named: the results fit one of them (unless set aside). */
  machines: { kind: MachineKind; slug: string; name: string }[];
  /** The condition named ("μεταχειρισμένη", "new"): the results have it (unless set aside). */
  condition: Condition | null;
  /** Makers named without a machine: their parts come first. */
  brands: { slug: string; name: string }[];
  /** The words searched as the part (and part numbers or sizes), as typed; null when there are none. */
  part: string | null;
  /** What was understood but, as asked, not narrowed by. */
  ignored: UnderstoodKind[];
};

export function describeUnderstanding(
  plan: SearchPlan,
  locale: Locale,
  ignore: readonly UnderstoodKind[],
): UnderstoodSearch {
  const named = new Set<UnderstoodKind>(plan.machines.map((machine) => machine.kind));
  if (plan.condition) named.add('condition');
  const part = plan.groups.map((group) => group.raw).join(' ');
  return {
    machines: plan.machines.map((machine) => ({ kind: machine.kind, slug: machine.slug, name: machine.name[locale] })),
    condition: plan.condition?.value ?? null,
    brands: plan.brands.map((brand) => ({ slug: brand.slug, name: brand.name })),
    part: part || null,
    ignored: ignore.filter((kind) => named.has(kind)),
  };
}

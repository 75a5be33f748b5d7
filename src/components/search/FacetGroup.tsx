import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { FacetGroupData, FacetOption } from './facet-options';

/** Options beyond these sit behind "All options": a sidebar of fifty tractor models helps nobody. */
const shownFirst = 6;

/** One facet: its options as links that add or remove the filter, with how many parts each leaves. */
export function FacetGroup({ group }: { group: FacetGroupData }) {
  const t = useTranslations('search');
  const chosenFirst = [...group.options].sort((a, b) => Number(b.chosen) - Number(a.chosen));
  const ordered = group.facet === 'price' || group.facet === 'availability' ? group.options : chosenFirst;
  const [first, rest] = [ordered.slice(0, shownFirst), ordered.slice(shownFirst)];
  const headingId = `facet-${group.facet}`;
  return (
    <section aria-labelledby={headingId} className="border-b border-neutral-200 py-4 last:border-b-0">
      <h3 id={headingId} className="mb-2 text-sm font-semibold tracking-wide text-neutral-700 uppercase">
        {t(`facets.${group.facet}`)}
      </h3>
      <ul className="space-y-1">
        {first.map((option) => (
          <FacetLink key={option.key} option={option} />
        ))}
      </ul>
      {rest.length > 0 && (
        <details className="group mt-1">
          <summary className="cursor-pointer py-1 text-sm font-medium text-brand-dark hover:underline">
            <span className="group-open:hidden">{t('filters.showMore', { count: ordered.length })}</span>
            <span className="hidden group-open:inline">{t('filters.showLess')}</span>
          </summary>
          <ul className="space-y-1">
            {rest.map((option) => (
              <FacetLink key={option.key} option={option} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function FacetLink({ option }: { option: FacetOption }) {
  const empty = option.count === 0 && !option.chosen;
  return (
    <li>
      <Link
        href={option.href}
        scroll={false}
        // The chosen options of a facet are its current filter. Attributes an option lacks are left out, not
        // `undefined`: each would travel in the page's payload.
        {...(option.chosen && { 'aria-current': 'true' as const })}
        {...(empty && { 'aria-disabled': true, tabIndex: -1 })}
        className={`facet-option ${empty ? 'pointer-events-none text-neutral-500' : 'text-ink hover:bg-neutral-100'}`}
      >
        <span
          aria-hidden="true"
          className={`facet-box ${option.chosen ? 'border-brand bg-brand text-white' : 'border-neutral-400 bg-white'}`}
        >
          {option.chosen && <Icon name="check" className="size-3" strokeWidth={3} />}
        </span>
        <span className="facet-label">{option.label}</span>
        <span className="facet-count" data-testid="facet-count">
          {option.count}
        </span>
      </Link>
    </li>
  );
}

import { useTranslations } from 'next-intl';
import type { FacetGroupData } from './facet-options';
import { FacetLink } from './FacetLink';
import { FacetMoreOptions } from './FacetMoreOptions';

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
    <section aria-labelledby={headingId} className="facet-group">
      <h3 id={headingId} className="facet-heading">
        {t(`facets.${group.facet}`)}
      </h3>
      <ul className="space-y-1">
        {first.map((option) => (
          <FacetLink key={option.key} option={option} />
        ))}
      </ul>
      {rest.length > 0 && (
        <FacetMoreOptions
          options={rest}
          more={t('filters.showMore', { count: ordered.length })}
          less={t('filters.showLess')}
        />
      )}
    </section>
  );
}

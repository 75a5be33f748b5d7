import { useTranslations } from 'next-intl';
import type { FacetGroupData } from './facet-options';
import { FacetOptionList } from './FacetOptionList';

/** Options beyond these sit behind "All options": a sidebar of fifty tractor models helps nobody. */
const shownFirst = 6;

/** One facet: its options as links that add or remove the filter, with how many parts each leaves. */
export function FacetGroup({ group }: { group: FacetGroupData }) {
  const t = useTranslations('search');
  const chosenFirst = [...group.options].sort((a, b) => Number(b.chosen) - Number(a.chosen));
  const ordered = group.facet === 'price' || group.facet === 'availability' ? group.options : chosenFirst;
  const headingId = `facet-${group.facet}`;
  return (
    <section aria-labelledby={headingId} className="facet-group">
      <h3 id={headingId} className="facet-heading">
        {t(`facets.${group.facet}`)}
      </h3>
      <FacetOptionList
        options={ordered}
        shownFirst={shownFirst}
        more={t('filters.showMore', { count: ordered.length })}
        less={t('filters.showLess')}
      />
    </section>
  );
}

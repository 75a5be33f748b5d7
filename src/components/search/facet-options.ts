import type { Availability } from '@/server/domains/catalog';
import type { SearchAggregations } from '@/server/domains/search';
import {
  availabilities,
  productsHref,
  searchQuery,
  taxonFacets,
  type PriceRange,
  type SearchFilters,
  type SearchState,
  type TaxonFacet,
} from './search-params';

/** One choice of a facet as the filters show it: its label, its count, whether it is chosen, where it leads. */
export type FacetOption = { key: string; label: string; count: number; chosen: boolean; href: string };
export type FacetGroupData = { facet: TaxonFacet | 'availability' | 'price'; options: FacetOption[] };

type Labels = { availability: (value: Availability) => string; price: (range: PriceRange) => string };

/** The facets in the order a parts buyer narrows down: condition, brand, tractor model, category, stock, price. */
export function facetGroups(state: SearchState, aggregations: SearchAggregations, labels: Labels): FacetGroupData[] {
  const withFilters = (filters: SearchFilters) => productsHref(searchQuery({ ...state, filters }));
  const toggle = <T extends string>(list: T[], value: T) =>
    list.includes(value) ? list.filter((each) => each !== value) : [...list, value];

  const taxonGroups = taxonFacets.map((facet): FacetGroupData => {
    const buckets = aggregations[facet] ?? [];
    // A chosen value stays visible even when no product of the other filters has it.
    const missing = state.filters[facet]
      .filter((slug) => !buckets.some((bucket) => bucket.slug === slug))
      .map((slug) => ({ slug, name: slug, count: 0 }));
    return {
      facet,
      options: [...buckets, ...missing].map((bucket) => ({
        key: bucket.slug,
        label: bucket.name,
        count: bucket.count,
        chosen: state.filters[facet].includes(bucket.slug),
        href: withFilters({ ...state.filters, [facet]: toggle(state.filters[facet], bucket.slug) }),
      })),
    };
  });
  const availability: FacetGroupData = {
    facet: 'availability',
    options: availabilities.map((value) => ({
      key: value,
      label: labels.availability(value),
      count: aggregations.availability?.find((bucket) => bucket.value === value)?.count ?? 0,
      chosen: state.filters.availability.includes(value),
      href: withFilters({ ...state.filters, availability: toggle(state.filters.availability, value) }),
    })),
  };
  const price: FacetGroupData = {
    facet: 'price',
    options: (aggregations.price ?? []).map((bucket) => {
      const range = { min: bucket.min / 100, max: bucket.max === null ? null : bucket.max / 100 };
      const chosen = state.filters.price?.min === range.min && state.filters.price.max === range.max;
      return {
        key: String(bucket.min),
        label: labels.price(range),
        count: bucket.count,
        chosen,
        href: withFilters({ ...state.filters, price: chosen ? null : range }),
      };
    }),
  };
  return [...taxonGroups, availability, price].filter((group) =>
    group.options.some((option) => option.count > 0 || option.chosen),
  );
}

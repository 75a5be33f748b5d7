import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { ProductListing } from '@/components/catalog/ProductListing';
import { ActiveFilters } from '@/components/search/ActiveFilters';
import { FacetGroup } from '@/components/search/FacetGroup';
import { facetGroups } from '@/components/search/facet-options';
import { FilterMemory } from '@/components/search/FilterMemory';
import { FiltersPanel } from '@/components/search/FiltersPanel';
import { DidYouMean, SearchEmpty } from '@/components/search/SearchEmpty';
import { UnderstoodSearchLine } from '@/components/search/UnderstoodSearchLine';
import {
  activeFilterCount,
  filterQuery,
  hasFilters,
  noFilters,
  searchInput,
  searchQuery,
  type SearchState,
} from '@/components/search/search-params';
import { findTaxon, searchCatalogue } from '@/server/storefront';
import { formatMoney } from '@/shared/money';
import { alternatesFor } from '@/shared/paths';
import { currentConfig } from '@/server/settings-reader';
import type { Locale } from '@/shared/locales';
import { pageLocale } from '../../page-locale';
import { pageInRangeOrNotFound } from '../listing-view';
import { ClientMessages } from '@/i18n/ClientMessages';

/** The title and alternates of the search page and of its views. */
export async function productSearchMetadata(params: Promise<{ locale: string }>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('pages.products');
  return { title: t('title'), description: t('lead'), alternates: alternatesFor(locale, () => '/products') };
}

/** The product search (spec §2 /products?search=…): results in the interface language, facets as filters, order, pages. */
export async function ProductSearch({ locale, state, view }: { locale: Locale; state: SearchState; view: boolean }) {
  const [t, tSearch, tFilters, tCatalog, fitsName, result, { contact }] = await Promise.all([
    getTranslations('pages.products'),
    getTranslations('search.price'),
    getTranslations('search.filters'),
    getTranslations('catalog'),
    fitmentName(locale, state),
    searchCatalogue(locale, searchInput(state)),
    currentConfig(),
  ]);
  const money = (euros: number) => formatMoney({ cents: euros * 100, currency: 'EUR' }, locale, { whole: true });
  const groups = facetGroups(state, result.aggregations, {
    availability: (value) => tCatalog(`availability.${value}`),
    price: ({ min, max }) =>
      min === 0 && max !== null
        ? tSearch('below', { max: money(max) })
        : max === null
          ? tSearch('above', { min: money(min) })
          : tSearch('between', { min: money(min), max: money(max) }),
  });
  const heading = state.search
    ? t('searchFor', { term: state.search })
    : fitsName
      ? t('fits', { name: fitsName })
      : t('title');
  // A view is cached: past the last page it is not found rather than an endless run of empty pages.
  if (view) pageInRangeOrNotFound(state.page, result.total);
  const filtered = hasFilters(state.filters);
  return (
    <ClientMessages namespaces={['search.filters']}>
      <div className="mx-auto max-w-7xl px-4 py-6">
        <Breadcrumbs
          crumbs={
            heading !== t('title')
              ? [{ label: t('title'), href: '/products' }, { label: heading }]
              : [{ label: t('title') }]
          }
        />
        <h1 className="text-3xl font-bold break-words text-ink">{heading}</h1>
        <p className="mt-2 mb-6 text-neutral-600">{t('lead')}</p>
        <FilterMemory namespace="products" filterQuery={new URLSearchParams(filterQuery(state.filters)).toString()} />
        <div className="search-layout">
          <aside>
            {groups.length > 0 && (
              <FiltersPanel
                chosenCount={activeFilterCount(state.filters)}
                total={result.total}
                showResults={tFilters('showResults', { count: result.total })}
              >
                {groups.map((group) => (
                  <FacetGroup key={group.facet} group={group} />
                ))}
              </FiltersPanel>
            )}
          </aside>
          <div className="min-w-0">
            <UnderstoodSearchLine understood={result.understood} state={state} />
            <ActiveFilters groups={groups} clearQuery={searchQuery({ ...state, filters: noFilters })} />
            {result.total > 0 && result.suggestions.query && <DidYouMean correction={result.suggestions.query} />}
            <ProductListing
              result={result}
              params={{ page: state.page, sort: state.sort }}
              pathname="/products"
              query={searchQuery(state)}
              models={state.filters.model}
              empty={
                <SearchEmpty
                  term={state.search}
                  correction={result.suggestions.query}
                  withoutFilters={filtered ? searchQuery({ ...state, filters: noFilters }) : null}
                  contact={contact}
                />
              }
            />
          </div>
        </div>
      </div>
    </ClientMessages>
  );
}

/** "Parts that fit …": the one engine, rotovator or tractor model the listing is narrowed to (compatibility links). */
async function fitmentName(locale: Locale, state: SearchState): Promise<string | null> {
  const [kind, slug] = state.engine
    ? (['engine', state.engine] as const)
    : state.rotovator
      ? (['rotovator', state.rotovator] as const)
      : (['model', state.filters.model.length === 1 && !state.search ? state.filters.model[0]! : null] as const);
  if (!slug) return null;
  const taxon = await findTaxon(locale, kind, slug);
  if (!taxon) notFound();
  return [taxon.parentName, taxon.name].filter(Boolean).join(' ');
}

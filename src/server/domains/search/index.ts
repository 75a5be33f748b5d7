import 'server-only';
export { cleanTerm, foldCode, foldText, greekKey, greeklishKeys, tokenise } from './normalise';
export { refreshAllSearchDocuments, refreshSearchDocuments } from './search-documents';
export {
  priceBounds,
  searchAggregations,
  type AvailabilityBucket,
  type PriceBucket,
  type SearchAggregation,
  type SearchAggregations,
  type TaxonBucket,
} from './search-facets';
export { type SearchWhere } from './search-filters';
export { searchFields, type SearchField } from './search-match';
export { searchProducts, type ProductsSearchInput, type ProductsSearchResult } from './search.service';
export { type SearchSuggestions } from './search-suggestions';

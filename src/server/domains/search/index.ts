import 'server-only';
export { cleanTerm, foldCode, foldText, greekKey, greeklishKeys, tokenise } from './normalise';
export {
  refreshAllSearchDocuments,
  refreshSearchDocuments,
  refreshStockRanks,
  upgradeSearchDocuments,
} from './search-documents';
export {
  searchesWithoutResults,
  topSearchedModels,
  type FruitlessSearch,
  type SearchedModel,
  type SearchPeriod,
} from './search-insights';
export { flushSearchLog, recordSearch, type SearchOutcome, type SearchRecord } from './search-log';
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
export { type UnderstoodSearch } from './understood';
export { matchTerm, type TermMatch } from './term-match';

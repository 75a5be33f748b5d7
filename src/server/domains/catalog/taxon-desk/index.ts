import 'server-only';
export {
  deleteTaxon,
  listTaxons,
  moveTaxon,
  saveTaxon,
  type TaxonDeskError,
  type TaxonDeskResult,
  type TaxonRow,
} from './taxon-desk';

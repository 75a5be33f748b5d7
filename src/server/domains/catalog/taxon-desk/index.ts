import 'server-only';
export { type TaxonDeskError, type TaxonDeskResult } from './desk-result';
export { deleteTaxon, moveTaxon, saveTaxon } from './taxon-desk';
export { listTaxons, type TaxonRow } from './taxon-list';
export { setTaxonPicture } from './taxon-picture';

import 'server-only';
export { importCatalogue, importedEntities, type ImportResult, type ImportSummary } from './import-catalogue';
export { describeProblem, type ImportProblem } from './problems';

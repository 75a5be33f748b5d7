import 'server-only';
export {
  importCatalogue,
  importedEntities,
  type ImportedEntity,
  type ImportOptions,
  type ImportResult,
  type ImportSummary,
} from './import-catalogue';
export { describeProblem, type ImportProblem } from './problems';
export { exportCatalogue, exportedFiles, type ExportedFile } from './export-catalogue';

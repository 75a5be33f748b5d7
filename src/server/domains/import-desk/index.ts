export {
  applyCatalogueImport,
  catalogueImportStatus,
  recentCatalogueImports,
  runCatalogueImport,
  uploadCatalogueImport,
  type CatalogueImportStatus,
  type ImportDeskResult,
  type UploadedFile,
} from './import-desk.service';
export { catalogueImportStates, type CatalogueImportState } from './catalogue-imports.tables';

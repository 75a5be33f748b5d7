import 'server-only';
export { buildCatalogueDb, type CatalogueDb, type CatalogueDbFile } from './build-catalogue-db';
export {
  catalogueDbFolder,
  catalogueDbKey,
  publishCatalogueDb,
  readManifest,
  type CatalogueManifest,
} from './publish-catalogue-db';
export { catalogueBrand, catalogueIndex, catalogueModel, catalogueModelFile } from './read-catalogue-db';

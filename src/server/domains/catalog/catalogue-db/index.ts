export { buildCatalogueDb, type CatalogueDb, type CatalogueDbFile } from './build-catalogue-db';
export { catalogueDbDir, publishCatalogueDb, readManifest, type CatalogueManifest } from './publish-catalogue-db';
export { catalogueBrand, catalogueIndex, catalogueModel } from './read-catalogue-db';

import 'server-only';
export * from './catalog.rules';
export { getCategory, listCategories, type Category, type CategoryLink } from './categories.service';
export {
  findProduct,
  type Compatibility,
  type CompatibilityEntry,
  type ProductDetail,
  type ProductFound,
  type ProductLookup,
  type VariantView,
} from './product-detail.service';
export { loadSummaries, type ImageView, type ProductSummary, type TaxonLink } from './product-summaries';
export {
  countProducts,
  listProducts,
  productOrders,
  type ProductOrder,
  type ProductPage,
  type ProductsQuery,
  type ProductsWhere,
} from './products.service';
export {
  productsByPartNumbers,
  relatedProducts,
  similarityFields,
  similarProducts,
  suggestionCounts,
  type SimilarityField,
} from './related.service';
export { seoMeta, seoTypes, type SeoMeta, type SeoType } from './seo.service';
export {
  findTaxon,
  getBrand,
  getTaxonomy,
  listBrands,
  type Brand,
  type TaxonomyView,
  type TaxonView,
} from './taxonomy.service';
export {
  importCatalogue,
  importedEntities,
  describeProblem,
  exportCatalogue,
  exportedFiles,
  type ExportedFile,
  type ImportedEntity,
  type ImportProblem,
  type ImportResult,
  type ImportSummary,
} from './import';
export { taxonomyKinds, type TaxonomyKind } from './taxonomy.tables';
export { countActiveProducts, productSitemapEntries, taxonSitemapEntries, type SitemapEntry } from './sitemap.service';
export {
  catalogueBrand,
  catalogueDbFolder,
  catalogueIndex,
  catalogueModel,
  catalogueModelFile,
  publishCatalogueDb,
  readManifest,
} from './catalogue-db';
export { taxonOfKind } from './taxon-query';
export { taxonRedirect } from './taxon-redirects';
/** The catalogue's tables, for the tables and queries of other domains that refer to products. */
export { products, variants } from './product.tables';
export * from './editor';
export * from './taxon-desk';
export * from './diagram-desk';

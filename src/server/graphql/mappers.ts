import 'server-only';
import type { Brand, ProductSummary, SeoMeta, SeoType } from '@/server/domains/catalog';

/** What the resolvers hand to the GraphQL types that have no domain type of their own (codegen `mappers`). */
export type SimilarProductsModel = { id: number; products: ProductSummary[] };
export type SeoMetaModel = SeoMeta & { type: SeoType };
export type ProductStatusModel = ProductSummary['status'];
export type BrandKindModel = NonNullable<Brand['kind']>;

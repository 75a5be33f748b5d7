import type { ChangePasswordError, RegisterError } from '@/server/domains/auth';
import type { Brand, ProductSummary, SeoMeta, SeoType } from '@/server/domains/catalog';

/** What the resolvers hand to the GraphQL types that have no domain type of their own (codegen `mappers`). */
export type SimilarProductsModel = { id: number; products: ProductSummary[] };
export type SeoMetaModel = SeoMeta & { type: SeoType };
export type ProductStatusModel = ProductSummary['status'];
export type BrandKindModel = NonNullable<Brand['kind']>;

/** ChangePassword's errors: the domain's, and the API's own for a call without a live access token. */
export type ChangePasswordErrorModel = ChangePasswordError | 'not_signed_in';

/** Register's errors: the domain's, and the API's own limit on new accounts per address. */
export type RegisterErrorModel = RegisterError | 'too_many';

import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { productTaxons, products } from './product.tables';
import {
  taxonomies,
  taxonomyTranslations,
  taxons,
  taxonTranslations,
  type TaxonAttributes,
  type TaxonomyKind,
} from './taxonomy.tables';
import { taxonInLocale, taxonOfKind } from './taxon-query';

type Ctx = Pick<DomainContext, 'db' | 'locale'>;

export type TaxonomyView = {
  id: number;
  kind: TaxonomyKind;
  name: string;
  children: { id: number; name: string; slug: string }[];
};

/** A taxonomy with its top-level taxons in sort order (spec §7 Taxonomy; the footer asks kind category, 6 children). */
export async function getTaxonomy(
  ctx: Ctx,
  where: { id: number } | { kind: TaxonomyKind },
  childrenCount = 100,
): Promise<TaxonomyView | null> {
  const [taxonomy] = await ctx.db
    .select({ id: taxonomies.id, kind: taxonomies.kind, name: taxonomyTranslations.name })
    .from(taxonomies)
    .innerJoin(
      taxonomyTranslations,
      and(eq(taxonomyTranslations.taxonomyId, taxonomies.id), eq(taxonomyTranslations.locale, ctx.locale)),
    )
    .where('id' in where ? eq(taxonomies.id, where.id) : eq(taxonomies.kind, where.kind));
  if (!taxonomy) return null;
  const children = await ctx.db
    .select({ id: taxons.id, name: taxonTranslations.name, slug: taxonTranslations.slug })
    .from(taxons)
    .innerJoin(taxonTranslations, taxonInLocale(ctx.locale))
    .where(and(eq(taxons.taxonomyId, taxonomy.id), isNull(taxons.parentId)))
    .orderBy(asc(taxons.sortOrder), asc(taxonTranslations.name))
    .limit(Math.max(0, Math.min(childrenCount, 500)));
  return { ...taxonomy, children };
}

export type Brand = {
  id: number;
  slug: string;
  name: string;
  kind: TaxonAttributes['brandKind'] | null;
  country: string | null;
  image: { src: string; alt: string } | null;
  productsCount: number;
};

const activeProductsCount = sql<number>`(
  select count(*)::int from ${productTaxons} pt
  join ${products} p on p.id = pt.product_id and p.status = 'active'
  where pt.taxon_id = ${taxons.id}
)`;

function brandQuery(ctx: Ctx) {
  return ctx.db
    .select({
      id: taxons.id,
      slug: taxonTranslations.slug,
      name: taxonTranslations.name,
      attributes: taxons.attributes,
      imagePath: taxons.imagePath,
      imageAlt: taxonTranslations.imageAlt,
      productsCount: activeProductsCount,
    })
    .from(taxons)
    .innerJoin(taxonomies, taxonOfKind('brand'))
    .innerJoin(taxonTranslations, taxonInLocale(ctx.locale))
    .$dynamic();
}

/** Brands with at least one active product, in shop order: tractor makers first, then parts and implement makers. */
export async function listBrands(ctx: Ctx, { first = 200 }: { first?: number } = {}): Promise<Brand[]> {
  const rows = await brandQuery(ctx)
    .where(sql`${activeProductsCount} > 0`)
    .orderBy(asc(taxons.sortOrder), asc(taxonTranslations.name))
    .limit(Math.max(0, Math.min(first, 500)));
  return rows.map(toBrand);
}

export async function getBrand(ctx: Ctx, slug: string): Promise<Brand | null> {
  const [row] = await brandQuery(ctx).where(eq(taxonTranslations.slug, slug)).limit(1);
  return row ? toBrand(row) : null;
}

function toBrand(row: Awaited<ReturnType<ReturnType<typeof brandQuery>['execute']>>[number]): Brand {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.attributes.brandKind ?? null,
    country: row.attributes.country ?? null,
    image: row.imagePath ? { src: `/uploads/${row.imagePath}`, alt: row.imageAlt ?? row.name } : null,
    productsCount: row.productsCount,
  };
}

export type TaxonView = { id: number; kind: TaxonomyKind; name: string; slug: string; parentName: string | null };

/** A taxon by kind and slug in the current language, with its parent's name (Kubota for L1-185). */
export async function findTaxon(ctx: Ctx, kind: TaxonomyKind, slug: string): Promise<TaxonView | null> {
  const parent = sql<
    string | null
  >`(select pt.name from ${taxonTranslations} pt where pt.taxon_id = ${taxons.parentId} and pt.locale = ${ctx.locale})`;
  const [row] = await ctx.db
    .select({
      id: taxons.id,
      kind: taxonomies.kind,
      name: taxonTranslations.name,
      slug: taxonTranslations.slug,
      parentName: parent,
    })
    .from(taxons)
    .innerJoin(taxonomies, taxonOfKind(kind))
    .innerJoin(taxonTranslations, taxonInLocale(ctx.locale))
    .where(eq(taxonTranslations.slug, slug))
    .limit(1);
  return row ?? null;
}

import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db';
import type { DomainContext } from '@/server/context';
import type { ErrorCodes } from '@/shared/error-codes';
import { modelSlug } from '@/shared/catalogue-db';
import { taxonOfKind } from '@/server/domains/catalog';
import { taxonomies, taxons } from '@/server/domains/catalog/taxonomy.tables';
import type { Member } from './auth.service';
import { users } from './auth.tables';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'locale'>;
type SignedIn = Pick<Member, 'id'> | null;

/**
 * The models tree groups its models under their makers (Kubota → L1-185): a maker's node is no tractor. Built when
 * asked: the catalogue's module may still be loading when this one is (the two domains import each other).
 */
const tractorModel = () => and(taxonOfKind('model'), isNotNull(taxons.parentId));

export type SetMyTractorError = ErrorCodes<'NOT_SIGNED_IN' | 'UNKNOWN_TRACTOR_MODEL'>;

/** The member's tractor as the catalogue names it: maker and model, and the model's page under its maker. */
export type MyTractorView = { key: string; brand: string; brandName: string; model: string; slug: string };

/** The member's tractor; null for nobody signed in, no choice, or a model the catalogue no longer has. */
export async function myTractor(ctx: Ctx, member: SignedIn): Promise<MyTractorView | null> {
  if (!member) return null;
  const [row] = rowsOf<{ key: string; brand: string; brand_name: string; model: string }>(
    await ctx.db.execute(sql`
      select x.key, g.key as brand, gt.name as brand_name, xt.name as model
      from ${users} u
      join ${taxons} x on x.key = u.tractor_model_key
      join ${taxonomies} k on k.id = x.taxonomy_id and k.kind = 'model'
      join ${taxons} g on g.id = x.parent_id
      join taxon_translations xt on xt.taxon_id = x.id and xt.locale = ${ctx.locale}
      join taxon_translations gt on gt.taxon_id = g.id and gt.locale = ${ctx.locale}
      where u.id = ${member.id}`),
  );
  return row
    ? {
        key: row.key,
        brand: row.brand,
        brandName: row.brand_name,
        model: row.model,
        slug: modelSlug(row.brand, row.key),
      }
    : null;
}

/** Remembers a tractor model (by its taxon key) as the member's own; null forgets it. */
export async function setMyTractor(
  ctx: Ctx,
  member: SignedIn,
  modelKey: string | null,
): Promise<{ ok: true; tractor: MyTractorView | null } | { ok: false; error: SetMyTractorError }> {
  if (!member) return { ok: false, error: 'NOT_SIGNED_IN' };
  if (modelKey !== null && !(await isTractorModel(ctx, modelKey))) return { ok: false, error: 'UNKNOWN_TRACTOR_MODEL' };
  await ctx.db.update(users).set({ tractorModelKey: modelKey, updatedAt: ctx.now() }).where(eq(users.id, member.id));
  return { ok: true, tractor: await myTractor(ctx, member) };
}

async function isTractorModel(ctx: Ctx, key: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: taxons.id })
    .from(taxons)
    .innerJoin(taxonomies, tractorModel())
    .where(eq(taxons.key, key))
    .limit(1);
  return row !== undefined;
}

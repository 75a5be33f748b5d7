import 'server-only';
import { createHash } from 'node:crypto';
import { asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import type { Queryable } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import type { ErrorCodes } from '@/shared/error-codes';
import { featuresEditorSchema, type FeatureItem } from '@/shared/features-rules';
import { locales } from '@/shared/locales';
import { slugOf } from '@/shared/product-slug';
import { contentProblems, type ContentFieldProblem } from '@/shared/content-page-rules';
import { features, featureTranslations } from './content.tables';

type Ctx = Pick<DomainContext, 'db' | 'now'>;

export type FeaturesDraft = { items: FeatureItem[]; version: string };

export type SaveFeaturesResult =
  | { ok: true; draft: FeaturesDraft }
  | { ok: false; error: ErrorCodes<'NOT_PERMITTED' | 'VERSION_CONFLICT'> }
  | { ok: false; error: ErrorCodes<'INVALID_INPUT'>; problems: ContentFieldProblem[] };

/**
 * The strip's items in order with both names, and its version: a digest of them, so that a save made from a form
 * older than the stored strip is refused without a version column on every row.
 */
export async function featuresDraft(ctx: Pick<Ctx, 'db'>): Promise<FeaturesDraft> {
  const rows = await ctx.db
    .select({ id: features.id, slug: features.slug, icon: features.icon })
    .from(features)
    .orderBy(asc(features.position), asc(features.slug));
  const names = rows.length
    ? await ctx.db
        .select()
        .from(featureTranslations)
        .where(
          inArray(
            featureTranslations.featureId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const nameOf = (id: number, locale: string) =>
    names.find((each) => each.featureId === id && each.locale === locale)?.name ?? '';
  const items = rows.map((row) => ({
    slug: row.slug,
    icon: row.icon as FeatureItem['icon'],
    el: nameOf(row.id, 'el'),
    en: nameOf(row.id, 'en'),
  }));
  return { items, version: createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 32) };
}

/**
 * Staff save the whole strip: validated, refused when it changed since the form was made, then written in one
 * transaction (items left out are removed, new ones get a key from their English name, the order is the form's)
 * and audited. The caller revalidates the storefront's content cache.
 */
export async function saveFeatures(ctx: Ctx, actor: StaffActor, input: unknown): Promise<SaveFeaturesResult> {
  if (!staffMay(actor.role, 'content.edit')) return { ok: false, error: 'NOT_PERMITTED' };
  const parsed = featuresEditorSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'INVALID_INPUT', problems: contentProblems(parsed.error) };
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: features.id }).from(features).for('update');
    const before = await featuresDraft({ db: tx });
    if (before.version !== parsed.data.version) return { ok: false, error: 'VERSION_CONFLICT' } as const;
    const items = withKeys(parsed.data.items);
    const keys = items.map((item) => item.slug);
    await tx.delete(features).where(keys.length ? notInArray(features.slug, keys) : undefined);
    for (const [position, item] of items.entries()) await writeFeature(tx, item, position);
    const after = await featuresDraft({ db: tx });
    await appendAudit(
      tx,
      actor,
      { entity: 'features', entityId: 'strip', action: 'features.update', before: before.items, after: after.items },
      now,
    );
    return { ok: true, draft: after } as const;
  });
}

/** New items get a key from their English name, unique among the strip's. */
function withKeys(items: FeatureItem[]): FeatureItem[] {
  const taken = new Set(items.map((item) => item.slug).filter(Boolean));
  return items.map((item) => {
    if (item.slug) return item;
    const base = slugOf(item.en) || 'feature';
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    return { ...item, slug };
  });
}

async function writeFeature(tx: Queryable, item: FeatureItem, position: number) {
  const [row] = await tx
    .insert(features)
    .values({ slug: item.slug, icon: item.icon, position })
    .onConflictDoUpdate({ target: features.slug, set: { icon: item.icon, position } })
    .returning({ id: features.id });
  await tx.delete(featureTranslations).where(eq(featureTranslations.featureId, row!.id));
  await tx
    .insert(featureTranslations)
    .values(locales.map((locale) => ({ featureId: row!.id, locale, name: item[locale] })));
}

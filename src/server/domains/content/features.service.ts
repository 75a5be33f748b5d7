import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { features, featureTranslations } from './content.tables';

export type Feature = { slug: string; icon: string; name: string };

/** Features for the current language, in the order staff gave them (then by slug, spec §2). */
export async function listFeatures(ctx: Pick<DomainContext, 'db' | 'locale'>): Promise<Feature[]> {
  return ctx.db
    .select({ slug: features.slug, icon: features.icon, name: featureTranslations.name })
    .from(features)
    .innerJoin(
      featureTranslations,
      and(eq(featureTranslations.featureId, features.id), eq(featureTranslations.locale, ctx.locale)),
    )
    .orderBy(asc(features.position), asc(features.slug));
}

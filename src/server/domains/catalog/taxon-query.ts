import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/shared/locales';
import { taxonomies, taxons, taxonTranslations, type TaxonomyKind } from './taxonomy.tables';

/** Join conditions of every taxon read: taxons of one kind, and their translation in one language. */
export const taxonOfKind = (kind: TaxonomyKind) => and(eq(taxonomies.id, taxons.taxonomyId), eq(taxonomies.kind, kind));
export const taxonInLocale = (locale: Locale) =>
  and(eq(taxonTranslations.taxonId, taxons.id), eq(taxonTranslations.locale, locale));

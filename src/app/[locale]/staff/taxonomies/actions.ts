'use server';

import { revalidateTag } from 'next/cache';
import { cacheTags } from '@/server/cache/cache-tags';
import { deleteTaxon, moveTaxon, saveTaxon, type TaxonDeskResult } from '@/server/domains/catalog';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { isLocale, type Locale } from '@/shared/locales';

/**
 * The taxonomies page's mutations: the staff gate for `taxonomies.edit` (the domain checks the role again), one
 * domain call, and on success every cached storefront read of the catalogue refreshed (menus, listings, filters
 * show brand, category and model names and their order).
 */
async function gate(locale: unknown) {
  const checked: Locale = isLocale(locale) ? locale : 'el';
  const actor = await requireStaff(checked, 'taxonomies.edit');
  return { actor, ctx: await pageContext(checked) };
}

function refreshed(result: TaxonDeskResult): TaxonDeskResult {
  if (result.ok) revalidateTag(cacheTags.catalogue, { expire: 0 });
  return result;
}

export async function saveTaxonAction(locale: string, taxonId: number | null, form: unknown) {
  const { actor, ctx } = await gate(locale);
  return refreshed(await saveTaxon(ctx, actor, Number.isInteger(taxonId) ? taxonId : null, form));
}

export async function moveTaxonAction(locale: string, taxonId: number, direction: 'up' | 'down') {
  const { actor, ctx } = await gate(locale);
  return refreshed(await moveTaxon(ctx, actor, Number(taxonId), direction === 'up' ? 'up' : 'down'));
}

export async function deleteTaxonAction(locale: string, taxonId: number) {
  const { actor, ctx } = await gate(locale);
  return refreshed(await deleteTaxon(ctx, actor, Number(taxonId)));
}

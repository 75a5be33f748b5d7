'use server';

import { refreshStorefront } from '@/server/cache/refresh-storefront';
import { cacheTags } from '@/server/cache/cache-tags';
import { deleteTaxon, moveTaxon, saveTaxon, setTaxonPicture, type TaxonDeskResult } from '@/server/domains/catalog';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { sharedStorage } from '@/server/storage';
import { isLocale, type Locale } from '@/shared/locales';
import { productPhotoRules } from '@/shared/product-photo-rules';

/**
 * The taxonomies page's mutations: the staff gate for `taxonomies.edit` (the domain checks the role again), one
 * domain call, and on success every cached storefront read of the catalogue refreshed (menus, listings, filters
 * show brand, category and model names and their order; old addresses redirect to new ones).
 */
async function gate(locale: unknown) {
  const checked: Locale = isLocale(locale) ? locale : 'el';
  const actor = await requireStaff(checked, 'taxonomies.edit');
  const ctx = await pageContext(checked);
  return { actor, ctx: { ...ctx, files: sharedStorage(ctx.config).public } };
}

async function refreshed(result: TaxonDeskResult): Promise<TaxonDeskResult> {
  if (result.ok) await refreshStorefront(cacheTags.catalogue);
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

export async function deleteTaxonAction(locale: string, taxonId: number, version: number) {
  const { actor, ctx } = await gate(locale);
  return refreshed(await deleteTaxon(ctx, actor, Number(taxonId), Number(version)));
}

/** A category's (brand's) picture: the form's `picture` file, or none to remove it. Its bytes are the domain's to judge. */
export async function setTaxonPictureAction(locale: string, taxonId: number, form: FormData) {
  const { actor, ctx } = await gate(locale);
  const file = form.get('picture');
  if (file instanceof File && file.size > productPhotoRules.maxBytes)
    return { ok: false, error: { code: 'PHOTO_TOO_LARGE' } } satisfies TaxonDeskResult;
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
  return refreshed(await setTaxonPicture(ctx, actor, Number(taxonId), bytes));
}

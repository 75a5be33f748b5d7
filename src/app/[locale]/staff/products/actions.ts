'use server';

import { refreshStorefront } from '@/server/cache/refresh-storefront';
import { cacheTags } from '@/server/cache/cache-tags';
import {
  bulkProducts,
  deleteProductPhoto,
  listUsedPart,
  reorderProductPhotos,
  saveProduct,
  setProductPhotoAlt,
  type BulkResult,
  type SaveProductResult,
} from '@/server/domains/catalog';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { sharedStorage } from '@/server/storage';
import { isLocale, type Locale } from '@/shared/locales';

/**
 * The product pages' mutations. Each passes the staff gate for its permission (the domain checks the role
 * again), calls one domain function and, when the catalogue changed, refreshes every cached storefront read of it
 * (the product's page, listings, search): a price saved here is the price the storefront shows on the next visit.
 */
async function gate(locale: unknown, action: Parameters<typeof requireStaff>[1]) {
  const checked: Locale = isLocale(locale) ? locale : 'el';
  const actor = await requireStaff(checked, action);
  const ctx = await pageContext(checked);
  return { actor, ctx: { ...ctx, files: sharedStorage(ctx.config).public } };
}

export async function saveProductAction(
  locale: string,
  productId: number | null,
  form: unknown,
): Promise<SaveProductResult> {
  const { actor, ctx } = await gate(locale, 'products.edit');
  const result = await saveProduct(ctx, actor, Number.isInteger(productId) ? productId : null, form);
  if (result.ok) await refreshStorefront(cacheTags.catalogue);
  return result;
}

export async function listUsedPartAction(locale: string, form: unknown): Promise<SaveProductResult> {
  const { actor, ctx } = await gate(locale, 'products.list-used');
  const result = await listUsedPart(ctx, actor, form);
  if (result.ok) await refreshStorefront(cacheTags.catalogue);
  return result;
}

export async function bulkProductsAction(locale: string, form: unknown): Promise<BulkResult> {
  const { actor, ctx } = await gate(locale, 'products.view');
  const result = await bulkProducts(ctx, actor, form);
  if (result.ok) await refreshStorefront(cacheTags.catalogue);
  return result;
}

export async function reorderPhotosAction(locale: string, productId: number, order: number[]) {
  const { actor, ctx } = await gate(locale, 'products.photos');
  const ids = Array.isArray(order) ? order.filter((id) => Number.isInteger(id)).slice(0, 100) : [];
  const result = await reorderProductPhotos(ctx, actor, Number(productId), ids);
  if (result.ok) await refreshStorefront(cacheTags.catalogue);
  return result;
}

export async function photoAltAction(
  locale: string,
  productId: number,
  photoId: number,
  alt: { el: string; en: string },
) {
  const { actor, ctx } = await gate(locale, 'products.photos');
  const text = { el: String(alt?.el ?? ''), en: String(alt?.en ?? '') };
  const result = await setProductPhotoAlt(ctx, actor, Number(productId), Number(photoId), text);
  if (result.ok) await refreshStorefront(cacheTags.catalogue);
  return result;
}

export async function deletePhotoAction(locale: string, productId: number, photoId: number) {
  const { actor, ctx } = await gate(locale, 'products.photos');
  const result = await deleteProductPhoto(ctx, actor, Number(productId), Number(photoId));
  if (result.ok) await refreshStorefront(cacheTags.catalogue);
  return result;
}

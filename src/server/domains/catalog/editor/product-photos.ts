import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import type { FileStorage } from '@/server/storage';
import type { ErrorCodes } from '@/shared/error-codes';
import { locales } from '@/shared/locales';
import { images, imageTranslations } from '../properties.tables';
import { photoKeysOf, preparePhoto, storePhotoFiles, type PhotoRefusal } from './photo-files';

type Ctx = Pick<DomainContext, 'db' | 'now'> & { files: FileStorage };

export type PhotoResult =
  | { ok: true; id: number; path: string; width: number; height: number }
  | { ok: false; code: PhotoRefusal | ErrorCodes<'NOT_PERMITTED' | 'NOT_FOUND'> };

/**
 * Adds one uploaded photo to the end of a product's pictures: checked by its bytes, resized and stored first
 * (outside the transaction: a slow resize never holds a lock), then its row, alt texts (the product's names) and
 * audit entry together. When the row cannot be written the stored files are removed again.
 */
export async function addProductPhoto(
  ctx: Ctx,
  actor: StaffActor,
  productId: number,
  bytes: Uint8Array,
): Promise<PhotoResult> {
  if (!staffMay(actor.role, 'products.photos')) return { ok: false, code: 'NOT_PERMITTED' };
  const [exists] = rowsOf(await ctx.db.execute(sql`select 1 from products where id = ${productId}`));
  if (!exists) return { ok: false, code: 'NOT_FOUND' };
  const photo = await preparePhoto(productId, bytes);
  if (typeof photo === 'string') return { ok: false, code: photo };
  await storePhotoFiles(ctx.files, photo);
  const path = `${photo.base}.webp`;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(images)
        .values({
          productId,
          path,
          width: photo.width,
          height: photo.height,
          position: sql`(select coalesce(max(position) + 1, 0) from images where product_id = ${productId})`,
        })
        .returning({ id: images.id });
      await tx.execute(sql`
        insert into image_translations (image_id, locale, alt)
        select ${row!.id}, locale, name from product_translations where product_id = ${productId}`);
      await appendAudit(
        tx,
        actor,
        { entity: 'product', entityId: productId, action: 'product.photo-add', after: { path } },
        ctx.now(),
      );
      return row!.id;
    });
    return { ok: true, id, path, width: photo.width, height: photo.height };
  } catch (error) {
    await Promise.allSettled(photo.files.map((file) => ctx.files.delete(file.key)));
    throw error;
  }
}

/** Puts the product's photos in the order given (the first is the one lists show); ids of other products are ignored. */
export async function reorderProductPhotos(ctx: Ctx, actor: StaffActor, productId: number, order: number[]) {
  if (!staffMay(actor.role, 'products.photos')) return { ok: false as const, code: 'NOT_PERMITTED' as const };
  await ctx.db.transaction(async (tx) => {
    for (const [position, id] of order.entries())
      await tx
        .update(images)
        .set({ position })
        .where(and(eq(images.id, id), eq(images.productId, productId)));
    await appendAudit(
      tx,
      actor,
      { entity: 'product', entityId: productId, action: 'product.photo-order', after: order },
      ctx.now(),
    );
  });
  return { ok: true as const };
}

/** Sets a photo's alt text in both languages (an empty one falls back to nothing: the page then uses the name). */
export async function setProductPhotoAlt(
  ctx: Ctx,
  actor: StaffActor,
  productId: number,
  photoId: number,
  alt: Record<'el' | 'en', string>,
) {
  if (!staffMay(actor.role, 'products.photos')) return { ok: false as const, code: 'NOT_PERMITTED' as const };
  return ctx.db.transaction(async (tx) => {
    const [photo] = await tx
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.id, photoId), eq(images.productId, productId)));
    if (!photo) return { ok: false as const, code: 'NOT_FOUND' as const };
    for (const locale of locales) {
      const text = alt[locale].trim().slice(0, 200);
      await tx
        .insert(imageTranslations)
        .values({ imageId: photoId, locale, alt: text })
        .onConflictDoUpdate({ target: [imageTranslations.imageId, imageTranslations.locale], set: { alt: text } });
    }
    await appendAudit(
      tx,
      actor,
      { entity: 'product', entityId: productId, action: 'product.photo-alt', after: { photoId, alt } },
      ctx.now(),
    );
    return { ok: true as const };
  });
}

/** Removes a photo, its row first; its files once that is committed. */
export async function deleteProductPhoto(ctx: Ctx, actor: StaffActor, productId: number, photoId: number) {
  if (!staffMay(actor.role, 'products.photos')) return { ok: false as const, code: 'NOT_PERMITTED' as const };
  const removed = await ctx.db.transaction(async (tx) => {
    const [photo] = await tx
      .delete(images)
      .where(and(eq(images.id, photoId), eq(images.productId, productId)))
      .returning({ path: images.path });
    if (photo)
      await appendAudit(
        tx,
        actor,
        { entity: 'product', entityId: productId, action: 'product.photo-delete', before: photo },
        ctx.now(),
      );
    return photo ?? null;
  });
  if (!removed) return { ok: false as const, code: 'NOT_FOUND' as const };
  await Promise.allSettled(photoKeysOf(removed.path).map((key) => ctx.files.delete(key)));
  return { ok: true as const };
}

import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import type { FileStorage } from '@/server/storage';
import { hasPicture, type EditableTaxonomyKind } from '@/shared/taxon-desk-rules';
import { photoKeysOf, preparePicture, storePhotoFiles } from '../editor/photo-files';
import { inTransaction, Refusal, refused, type Ctx, type TaxonDeskResult } from './desk-result';

type FilesCtx = Ctx & { files: FileStorage };

/** Every file written for a picture this page uploaded; an imported logo is the import's and is left alone. */
export const taxonPictureKeys = (path: string) => photoKeysOf(path, 'taxons');

/**
 * Gives a category (or a brand) the uploaded picture, replacing the one it had: checked by its bytes, resized and
 * stored like a product's photo before the transaction (a slow resize never holds a lock), then the row and its
 * audit entry together; the replaced picture's files are removed once that commits, the new ones if it does not.
 * `bytes` null removes the picture.
 */
export async function setTaxonPicture(
  ctx: FilesCtx,
  actor: StaffActor,
  taxonId: number,
  bytes: Uint8Array | null,
): Promise<TaxonDeskResult> {
  if (!staffMay(actor.role, 'taxonomies.edit')) return refused({ code: 'NOT_PERMITTED' });
  const photo = bytes === null ? null : await preparePicture(`taxons/staff/${taxonId}`, bytes);
  if (typeof photo === 'string') return refused({ code: photo });
  if (photo) await storePhotoFiles(ctx.files, photo);
  const path = photo ? `${photo.base}.webp` : null;
  let replaced: string | null = null;
  const result = await inTransaction(ctx, async (tx, now) => {
    const taxon = await lockPictured(tx, taxonId);
    replaced = taxon.image_path;
    await tx.execute(sql`update taxons set image_path = ${path}, updated_at = ${now} where id = ${taxonId}`);
    await appendAudit(
      tx,
      actor,
      {
        entity: 'taxon',
        entityId: taxonId,
        action: path ? 'taxon.picture-set' : 'taxon.picture-remove',
        before: { kind: taxon.kind, imagePath: taxon.image_path },
        after: { kind: taxon.kind, imagePath: path, ...(photo && { width: photo.width, height: photo.height }) },
      },
      now,
    );
    return { ok: true, id: taxonId };
  }).catch(async (error: unknown) => {
    await removeFiles(ctx.files, path);
    throw error;
  });
  await removeFiles(ctx.files, result.ok ? replaced : path);
  return result;
}

export async function removeFiles(files: FileStorage, path: string | null) {
  if (path) await Promise.allSettled(taxonPictureKeys(path).map((key) => files.delete(key)));
}

/** The taxon locked until the change commits; NOT_FOUND unless it is of a kind with pictures. */
async function lockPictured(tx: Queryable, taxonId: number) {
  const [taxon] = rowsOf<{ kind: EditableTaxonomyKind; image_path: string | null }>(
    await tx.execute(sql`
      select k.kind::text as kind, x.image_path from taxons x join taxonomies k on k.id = x.taxonomy_id
      where x.id = ${taxonId} for update of x`),
  );
  if (!taxon || !hasPicture(taxon.kind)) throw new Refusal({ code: 'NOT_FOUND' });
  return taxon;
}

import 'server-only';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { photoTypeOf } from '@/server/domains/requests';
import type { FileStorage } from '@/server/storage';
import type { ErrorCodes } from '@/shared/error-codes';
import { diagramDrawingRules } from '@/shared/diagram-desk-rules';
import { looksLikeSvg, sanitisedSvg } from './svg-drawing';

export type DrawingRefusal = ErrorCodes<
  'DRAWING_EMPTY' | 'DRAWING_TOO_LARGE' | 'DRAWING_NOT_IMAGE' | 'DRAWING_UNREADABLE'
>;

/** A drawing ready to store: its key among the public files (served under `/uploads/`), bytes and type. */
export type PreparedDrawing = { key: string; bytes: Buffer; type: string };

/** Drawings the editor uploaded; the import's own (`catalogs/{model}/{code}.svg`) are the import's to replace. */
const staffDrawingFolder = 'catalogs/staff';

/**
 * Checks an uploaded drawing by its bytes (never its name or declared type) and makes the file the shop serves: an
 * SVG sanitised (svg-drawing.ts), a JPEG, PNG or WebP decoded by sharp and written again as WebP, no larger than
 * the rules' side and without its metadata.
 */
export async function prepareDrawing(bytes: Uint8Array): Promise<PreparedDrawing | DrawingRefusal> {
  if (bytes.byteLength === 0) return 'DRAWING_EMPTY';
  const name = `${staffDrawingFolder}/${randomBytes(8).toString('hex')}`;
  if (looksLikeSvg(bytes)) {
    if (bytes.byteLength > diagramDrawingRules.maxSvgBytes) return 'DRAWING_TOO_LARGE';
    const svg = sanitisedSvg(bytes);
    return svg ? { key: `${name}.svg`, bytes: svg, type: 'image/svg+xml' } : 'DRAWING_UNREADABLE';
  }
  if (!photoTypeOf(bytes)) return 'DRAWING_NOT_IMAGE';
  if (bytes.byteLength > diagramDrawingRules.maxRasterBytes) return 'DRAWING_TOO_LARGE';
  const side = diagramDrawingRules.maxRasterSide;
  try {
    const webp = await sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 85, effort: 2 })
      .toBuffer();
    return { key: `${name}.webp`, bytes: webp, type: 'image/webp' };
  } catch {
    return 'DRAWING_UNREADABLE';
  }
}

export async function storeDrawing(files: FileStorage, drawing: PreparedDrawing): Promise<void> {
  await files.put(drawing.key, drawing.bytes, drawing.type);
}

/** Removes a drawing the editor stored; an imported one is left alone. */
export async function removeStaffDrawing(files: FileStorage, key: string): Promise<void> {
  if (key.startsWith(`${staffDrawingFolder}/`)) await files.delete(key);
}

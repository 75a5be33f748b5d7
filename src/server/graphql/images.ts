import 'server-only';
import type { ImageView } from '@/server/domains/catalog';
import { isDrawing } from '@/shared/drawing';

/**
 * URLs of Next's image optimizer for a picture, at widths it accepts (`deviceSizes` in next.config.ts, `imageSizes`)
 * and at its only default quality, so that API clients get the same resized files as `next/image`.
 */
const smallWidth = 384;
const largeWidth = 1080;
const srcsetWidths = [384, 640, 828, 1080, 1200, 1920] as const;

export function optimizedImageUrl(src: string, width: number): string {
  // The optimizer answers a drawing with an error; a drawing is the right size at every width.
  if (isDrawing(src)) return src;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
}

export const imageSources = {
  small: (image: ImageView) => optimizedImageUrl(image.src, smallWidth),
  large: (image: ImageView) => optimizedImageUrl(image.src, largeWidth),
  srcset: (image: ImageView) =>
    isDrawing(image.src)
      ? image.src
      : srcsetWidths.map((width) => `${optimizedImageUrl(image.src, width)} ${width}w`).join(', '),
  metadata: (image: ImageView) => ({ width: image.width, height: image.height }),
};

/** Brand and category pictures come without their size. */
export function imageOf(picture: { src: string; alt: string } | null): ImageView | null {
  return picture ? { ...picture, width: null, height: null } : null;
}

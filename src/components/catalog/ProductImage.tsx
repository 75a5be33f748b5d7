import { altBeside } from './alt-beside';
import { Picture } from './Picture';
import type { ImageView } from '@/server/domains/catalog';
import { isDrawing } from '@/shared/drawing';

/**
 * A product picture, or the placeholder part image when there is none (spec §3). `besideText`: the text shown next
 * to the picture (a card's title), which its description need not repeat (`altBeside`).
 */
export function ProductImage({
  image,
  fallbackAlt,
  sizes,
  priority = false,
  besideText,
}: {
  image: ImageView | null;
  fallbackAlt: string;
  sizes: string;
  priority?: boolean;
  besideText?: string;
}) {
  if (!image)
    return (
      <Picture
        src="/placeholder-part.svg"
        alt={fallbackAlt}
        width={400}
        height={300}
        className="picture-contain"
        unoptimized
        priority={priority}
      />
    );
  return (
    <Picture
      src={image.src}
      alt={altBeside(image.alt, besideText)}
      width={image.width ?? 800}
      height={image.height ?? 600}
      sizes={sizes}
      className="picture-contain"
      unoptimized={isDrawing(image.src)}
      priority={priority}
    />
  );
}

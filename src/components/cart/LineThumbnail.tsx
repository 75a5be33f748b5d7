import { altBeside } from '@/components/catalog/alt-beside';

/**
 * A cart line's picture in its 64–96 px box: the API's `small` size (the optimizer's 384 px, or the drawing itself),
 * drawn as a plain <img> so that next/image's code (3.7 KB gzipped) stays out of the cart's and the drawer's
 * JavaScript (issue #20). Its description need not repeat the line's name beside it (`altBeside`); the placeholder
 * has none.
 */
export function LineThumbnail({ image, name }: { image: { alt: string; small: string } | null; name: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- already sized by the server (see above)
    <img
      src={image?.small ?? '/placeholder-part.svg'}
      alt={image ? altBeside(image.alt, name) : ''}
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      className="picture-contain"
    />
  );
}

/**
 * A cart line's picture in its 64–96 px box: the API's `small` size (the optimizer's 384 px, or the drawing itself),
 * drawn as a plain <img> so that next/image's code (3.7 KB gzipped) stays out of the cart's and the drawer's
 * JavaScript (issue #20). A description that only repeats the line's name, beside it, is left unsaid (alt=""), as is
 * the placeholder's.
 */
export function LineThumbnail({ image, name }: { image: { alt: string; small: string } | null; name: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- already sized by the server (see above)
    <img
      src={image?.small ?? '/placeholder-part.svg'}
      alt={image && image.alt !== name ? image.alt : ''}
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      className="picture-contain"
    />
  );
}

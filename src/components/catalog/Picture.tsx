import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type Props = Omit<ImageProps, 'priority' | 'preload' | 'loading' | 'fetchPriority'> & {
  /** The page's largest picture (its LCP element): preloaded with the page, fetched first, never lazy. */
  priority?: boolean;
};

/**
 * next/image's sizes and optimizer addresses, drawn as a plain <img> where the picture is rendered: next/image's
 * <Image> is a client component, about 5 KB gz of JavaScript on every storefront page's first load for pictures
 * that never change after the server drew them (issue #20).
 */
export function Picture({ priority = false, ...image }: Props) {
  const { props } = getImageProps({
    ...image,
    ...(priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' }),
  });
  if (priority)
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client code
  return <img {...props} alt={props.alt} />;
}

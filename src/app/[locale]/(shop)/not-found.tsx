import { NotFoundMessage, notFoundMetadata } from '@/components/layout/NotFound';

export const generateMetadata = notFoundMetadata;

/** Spec §8: a missing product, category or brand, inside the shop's header and footer. */
export default function ShopNotFound() {
  return <NotFoundMessage />;
}

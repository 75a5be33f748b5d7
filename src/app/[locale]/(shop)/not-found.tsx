import { notFoundMetadata } from '@/components/layout/NotFound';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';

export const generateMetadata = notFoundMetadata;

/** Spec §8: a missing product, category or brand, inside the shop's header and footer. */
export default function ShopNotFound() {
  return <NotFoundMessage />;
}

import { notFoundMetadata } from '@/components/layout/NotFound';
import { NotFoundPage } from '@/components/layout/NotFoundMessage';

export const generateMetadata = notFoundMetadata;

/**
 * Spec §8's error page, for a 404 outside the shop's and the policy pages' layouts (which have their own): a small
 * header like the system error's. It is part of every page's payload, so it is a client component (a reference).
 */
export default function NotFound() {
  return <NotFoundPage />;
}

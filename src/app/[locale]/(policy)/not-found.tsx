import { notFoundMetadata } from '@/components/layout/NotFound';
import { NotFoundMessage } from '@/components/layout/NotFoundMessage';

export const generateMetadata = notFoundMetadata;

/** Spec §8: an address no page claims (the policy group's catch-all), inside the policy layout with its way back. */
export default function PolicyNotFound() {
  return <NotFoundMessage />;
}

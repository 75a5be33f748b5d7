import { ErrorPageHeader } from '@/components/layout/ErrorPageHeader';
import { NotFoundMessage, notFoundMetadata } from '@/components/layout/NotFound';

export const generateMetadata = notFoundMetadata;

/**
 * Spec §8's error page, for a 404 outside the shop's and the policy pages' layouts (which have their own): a small
 * header like the system error's. It is part of every page's payload, so it stays small.
 */
export default function NotFound() {
  return (
    <>
      <ErrorPageHeader />
      <main id="main" className="flex-1">
        <NotFoundMessage />
      </main>
    </>
  );
}

import { RequestNotFound } from '@/components/requests/RequestNotFound';

/** An unknown request link: a 404 inside the shop's layout, with the way to contact the shop. */
export default function RequestNotFoundPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <RequestNotFound />
    </div>
  );
}

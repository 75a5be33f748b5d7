import { notFound } from 'next/navigation';
import { pageLocale } from '../page-locale';

/** Any path no page claims: the not-found page with status 404 (spec §8), in the page's language. */
export default async function UnknownPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  notFound();
}

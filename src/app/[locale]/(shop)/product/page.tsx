import { permanentRedirect } from 'next/navigation';
import { localizedPath } from '@/shared/paths';
import { pageLocale } from '../../page-locale';

/** /product without a product: the product listing. */
export default async function ProductIndex({ params }: { params: Promise<{ locale: string }> }) {
  permanentRedirect(localizedPath(await pageLocale(params), '/products'));
}

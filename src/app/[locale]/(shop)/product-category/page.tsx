import { permanentRedirect } from 'next/navigation';
import { localizedPath } from '@/shared/paths';
import { pageLocale } from '../../page-locale';

/** /product-category without a category: the list of categories. */
export default async function ProductCategoryIndex({ params }: { params: Promise<{ locale: string }> }) {
  permanentRedirect(localizedPath(await pageLocale(params), '/categories'));
}

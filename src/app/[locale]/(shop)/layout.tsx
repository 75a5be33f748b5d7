import type { ReactNode } from 'react';
import { ShopChrome } from '@/components/layout/ShopChrome';
import { pageLocale } from '../page-locale';

/** The default shop layout of spec §2: info bar, sticky header, footer. */
export default async function ShopLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  // Every layout sets the locale itself, so that pages can be rendered statically (next-intl).
  const locale = await pageLocale(params);
  return <ShopChrome locale={locale}>{children}</ShopChrome>;
}

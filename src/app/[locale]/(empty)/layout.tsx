import type { ReactNode } from 'react';
import { pageLocale } from '../page-locale';

/** The empty layout of spec §2: the page alone (receipts, print views and the like). */
export default async function EmptyLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await pageLocale(params);
  return (
    <main id="main" className="flex-1">
      {children}
    </main>
  );
}

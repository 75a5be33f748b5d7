'use client';

import { useSearchParams } from 'next/navigation';
import { CartPageContent } from '@/components/cart/CartPageContent';
import { SharedCartPanel } from './SharedCartPanel';
import { ShortCodeForm } from './ShortCodeForm';

/** /shopping-cart: a phone order's shared cart when the link names one, else the browser's cart and the code form. */
export function ShoppingCartContent() {
  const shared = useSearchParams().get('shared');
  if (shared) return <SharedCartPanel key={shared} token={shared} />;
  return (
    <div className="space-y-10">
      <CartPageContent />
      <ShortCodeForm />
    </div>
  );
}

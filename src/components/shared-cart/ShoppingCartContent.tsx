'use client';

import { useSearchParams } from 'next/navigation';
import { CartPageContent } from '@/components/cart/CartPageContent';
import { useHydrated } from '@/hooks/useAuth';
import { useCart } from '@/hooks/useCart';
import { SharedCartPanel } from './SharedCartPanel';
import { ShortCodeForm } from './ShortCodeForm';

/** /shopping-cart: a phone order's shared cart when the link names one, else the browser's cart and the code form. */
export function ShoppingCartContent() {
  const shared = useSearchParams().get('shared');
  // The code form comes once the cart is there: shown earlier, the arriving lines pushed it down (issue #20).
  const { loading } = useCart();
  const cartRead = useHydrated() && !loading;
  if (shared) return <SharedCartPanel key={shared} token={shared} />;
  return (
    <div className="space-y-10">
      <CartPageContent />
      {cartRead && <ShortCodeForm />}
    </div>
  );
}

'use client';

import { useSearchParams } from 'next/navigation';
import { CartPageContent } from '@/components/cart/CartPageContent';
import { SharedCartPanel } from './SharedCartPanel';
import { ShortCodeForm } from './ShortCodeForm';

/** /shopping-cart: a phone order's shared cart when the link names one, else the browser's cart and the code form. */
export function ShoppingCartContent() {
  const shared = useSearchParams().get('shared');
  if (shared) return <SharedCartPanel key={shared} token={shared} />;
  return <BrowserCart />;
}

/**
 * The browser's own cart and, below it, the form for a phone order's code. Also what the static page is built with
 * (the search parameters are only known in the browser), so the page's frame and the form are drawn before any
 * script runs (issue #20: they were the cart page's late largest paint). The cart's box is as high as a cart with one
 * part, at every width (an empty cart's note fills it): the cart arriving, a single part or none, never pushes the
 * form down.
 */
export function BrowserCart() {
  return (
    <div className="space-y-10">
      <div className="grid min-h-[28rem] md:min-h-[22.75rem] lg:min-h-[11.25rem]">
        <CartPageContent />
      </div>
      <ShortCodeForm />
    </div>
  );
}

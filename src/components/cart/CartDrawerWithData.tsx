'use client';

import { QueryProvider } from '@/components/providers/QueryProvider';
import { CartDrawer } from './CartDrawer';

/** The drawer and the data cache it reads the cart through, loaded together on its first opening. */
export function CartDrawerWithData() {
  return (
    <QueryProvider>
      <CartDrawer />
    </QueryProvider>
  );
}

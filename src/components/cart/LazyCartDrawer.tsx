'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useCartStore } from '@/stores/cart';

const CartDrawer = dynamic(() => import('./CartDrawer').then((module) => module.CartDrawer), { ssr: false });

/** The cart drawer, whose code loads the first time the visitor opens it (issue #20: nothing unused on a first load). */
export function LazyCartDrawer() {
  const open = useCartStore((state) => state.drawerOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? <CartDrawer /> : null;
}

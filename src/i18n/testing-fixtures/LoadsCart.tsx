'use client';

import { LazyMessages } from '../LazyMessages';
import { UsesCart } from './UsesCart';

/** A client component for the messages test: it loads the `cart` bundle for the component it renders. */
export function LoadsCart() {
  return (
    <LazyMessages bundle="cart">
      <UsesCart />
    </LazyMessages>
  );
}

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type CartState = {
  /** The guest cart's token from the server (a member's cart goes by the account). */
  id: string | null;
  /** When the server forgets the cart, ms since the epoch; set by every add. */
  time: number | null;
  /** True from an add or remove until the server's answer arrives. */
  stale: boolean;
  /** The destination last typed at checkout, for its quote. */
  address: { country: string; postalCode: string } | null;
  /** Spec §3: total item count = data.quantity. */
  data: { quantity: number };
  /** The checkout session (its idempotency key): made on entering checkout, ended on leaving it. */
  token: string | null;
  /** The drawer is open (not kept across visits). */
  drawerOpen: boolean;
  setFresh: (cart: { id?: string | null; quantity: number; time?: number | null }) => void;
  setStale: () => void;
  setAddress: (address: CartState['address']) => void;
  startCheckout: () => string;
  endCheckout: () => void;
  setDrawerOpen: (open: boolean) => void;
  forgetGuestCart: () => void;
};

function newCheckoutToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Spec §3 Shopping cart: id, time, stale, address, data (quantity), token; in local storage (spec §9). */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      id: null,
      time: null,
      stale: false,
      address: null,
      data: { quantity: 0 },
      token: null,
      drawerOpen: false,
      setFresh: ({ id, quantity, time }) =>
        set((state) => ({
          stale: false,
          data: { quantity },
          id: id === undefined ? state.id : id,
          time: time === undefined ? state.time : time,
        })),
      setStale: () => set({ stale: true }),
      setAddress: (address) => set({ address }),
      startCheckout: () => get().token ?? (set({ token: newCheckoutToken() }), get().token!),
      endCheckout: () => set({ token: null }),
      setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
      forgetGuestCart: () => set({ id: null, time: null }),
    }),
    {
      name: 'cart',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => Object.fromEntries(Object.entries(state).filter(([key]) => key !== 'drawerOpen')),
    },
  ),
);

import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Which price comes first: a business reads prices excluding VAT, a consumer the final price including it. */
export type PriceAudience = 'business' | 'consumer';

type PriceDisplayState = {
  first: PriceAudience;
  /** The visitor's country once they gave one (the checkout's destination); null until then: the shop's own. */
  country: string | null;
  setFirst: (first: PriceAudience) => void;
  setCountry: (country: string) => void;
};

/** Remembered in this browser (localStorage), like the rest of the site's state (spec §9). */
export const usePriceDisplay = create<PriceDisplayState>()(
  persist(
    (set) => ({
      first: 'business',
      country: null,
      setFirst: (first) => set({ first }),
      setCountry: (country) => set({ country }),
    }),
    { name: 'price-display' },
  ),
);

import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The tractor a visitor chose as theirs: listings can be narrowed to parts that fit it. */
export type MyTractor = { key: string; brand: string; brandName: string; model: string; slug: string };

type MyTractorState = {
  tractor: MyTractor | null;
  choose: (tractor: MyTractor) => void;
  forget: () => void;
};

/** Remembered in this browser (localStorage); a member's choice is also kept in their account. */
export const useMyTractor = create<MyTractorState>()(
  persist(
    (set) => ({
      tractor: null,
      choose: (tractor) => set({ tractor }),
      forget: () => set({ tractor: null }),
    }),
    { name: 'my-tractor' },
  ),
);

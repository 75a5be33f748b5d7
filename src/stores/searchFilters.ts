import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type SearchFiltersState = {
  /** The filters of each listing (namespace), as URL parameters: `brand=kubota&condition=used`. */
  byNamespace: Record<string, string>;
  /** The listing the tab shows now; empty once it has gone to any other page. */
  shownNamespace: string;
  remember: (namespace: string, filterQuery: string) => void;
  show: (namespace: string) => void;
  leave: () => void;
};

/** Spec §3 and §9: a set of search filters per namespace, kept in session storage (this tab only). */
export const useSearchFilters = create<SearchFiltersState>()(
  persist(
    (set) => ({
      byNamespace: {},
      shownNamespace: '',
      remember: (namespace, filterQuery) =>
        set((state) => ({ byNamespace: { ...state.byNamespace, [namespace]: filterQuery } })),
      show: (namespace) => set({ shownNamespace: namespace }),
      leave: () => set({ shownNamespace: '' }),
    }),
    { name: 'search-filters', storage: createJSONStorage(() => sessionStorage) },
  ),
);

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type WelcomeState = {
  /** The address a member just registered with: the welcome note asks them to confirm it. */
  registeredEmail: string | null;
  registered: (email: string) => void;
  dismiss: () => void;
};

/** Kept for this tab only (sessionStorage): the note greets the new member on the page registration leads to. */
export const useWelcome = create<WelcomeState>()(
  persist(
    (set) => ({
      registeredEmail: null,
      registered: (registeredEmail) => set({ registeredEmail }),
      dismiss: () => set({ registeredEmail: null }),
    }),
    { name: 'welcome', storage: createJSONStorage(() => sessionStorage) },
  ),
);

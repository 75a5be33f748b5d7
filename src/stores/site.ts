import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { decide, undecided, type ConsentDecision, type ConsentState, type Provider } from '@/shared/consent';

type SiteState = ConsentState & {
  /** The cookie settings were asked for again (footer link): the controls show although a decision exists. */
  settingsOpen: boolean;
  /** Applies a decision and returns the providers it newly enables (their current page view is recorded). */
  decideConsent: (decision: ConsentDecision, providers: readonly Provider[]) => Provider[];
  openSettings: () => void;
};

/** Spec §3 Site: the cookie consent, kept in localStorage. */
export const useSiteStore = create<SiteState>()(
  persist(
    (set, get) => ({
      ...undecided,
      settingsOpen: false,
      decideConsent: (decision, providers) => {
        const { state, enabled } = decide(get(), decision, providers);
        set({ ...state, settingsOpen: false });
        return enabled;
      },
      openSettings: () => set({ settingsOpen: true }),
    }),
    {
      name: 'site',
      partialize: ({ cookieConsent, marketingCookies, activePixel, activeGtag }) => ({
        cookieConsent,
        marketingCookies,
        activePixel,
        activeGtag,
      }),
    },
  ),
);

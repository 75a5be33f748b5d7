/**
 * Cookie consent (spec §3 site state, §4): undecided until the visitor accepts basic or all cookies. Third-party
 * providers are configured by the shop, each needing a kind of consent: `basic` ones (live chat, reviews, error
 * reporting) load after any decision, `marketing` ones (analytics, pixel) only after "accept all".
 */
export type ConsentKind = 'basic' | 'marketing';
export const providerNames = ['analytics', 'pixel', 'chat', 'reviews', 'errors'] as const;
export type ProviderName = (typeof providerNames)[number];
export type Provider = { name: ProviderName; src: string; consent: ConsentKind };

/** The consent each provider needs: tracking waits for "accept all", the rest for any decision. */
export const providerConsent: Record<ProviderName, ConsentKind> = {
  analytics: 'marketing',
  pixel: 'marketing',
  chat: 'basic',
  reviews: 'basic',
  errors: 'basic',
};

/** Spec §3 Site: cookieConsent (decided), marketingCookies, activePixel, activeGtag. */
export type ConsentState = {
  cookieConsent: boolean;
  marketingCookies: boolean;
  activePixel: boolean;
  activeGtag: boolean;
};
export type ConsentDecision = 'acceptAll' | 'acceptBasic';

export const undecided: ConsentState = {
  cookieConsent: false,
  marketingCookies: false,
  activePixel: false,
  activeGtag: false,
};

/** The state after a decision; either decision may follow any state (a visitor may change their mind). */
export const decisions: Record<ConsentDecision, ConsentState> = {
  acceptAll: { cookieConsent: true, marketingCookies: true, activePixel: true, activeGtag: true },
  acceptBasic: { cookieConsent: true, marketingCookies: false, activePixel: false, activeGtag: false },
};

/** Whether a provider may load in this state: never before a decision; marketing only with its switch on. */
export function providerAllowed(provider: Pick<Provider, 'name' | 'consent'>, state: ConsentState): boolean {
  if (!state.cookieConsent) return false;
  if (provider.consent === 'basic') return true;
  if (!state.marketingCookies) return false;
  if (provider.name === 'analytics') return state.activeGtag;
  if (provider.name === 'pixel') return state.activePixel;
  return true;
}

/** The consent controls show while the visitor has not decided and a tracking provider is registered. */
export function showConsentControls(state: ConsentState, providers: readonly Provider[]): boolean {
  return !state.cookieConsent && providers.length > 0;
}

/**
 * Applies a decision: the new state, and the providers it enables that were disabled before: "accept all"
 * records the current page view for those (spec §4).
 */
export function decide(
  state: ConsentState,
  decision: ConsentDecision,
  providers: readonly Provider[],
): { state: ConsentState; enabled: Provider[] } {
  const next = decisions[decision];
  return {
    state: next,
    enabled: providers.filter((provider) => providerAllowed(provider, next) && !providerAllowed(provider, state)),
  };
}

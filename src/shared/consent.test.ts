import { describe, expect, it } from 'vitest';
import {
  decide,
  decisions,
  providerAllowed,
  showConsentControls,
  undecided,
  type ConsentDecision,
  type ConsentState,
  type Provider,
} from './consent';

const providers: Provider[] = [
  { name: 'analytics', src: 'https://providers.test/analytics.js', consent: 'marketing' },
  { name: 'pixel', src: 'https://providers.test/pixel.js', consent: 'marketing' },
  { name: 'chat', src: 'https://providers.test/chat.js', consent: 'basic' },
  { name: 'reviews', src: 'https://providers.test/reviews.js', consent: 'basic' },
  { name: 'errors', src: 'https://providers.test/errors.js', consent: 'basic' },
];
const allowed = (state: ConsentState) =>
  providers.filter((provider) => providerAllowed(provider, state)).map((provider) => provider.name);

describe('cookie consent', () => {
  it('loads nothing before a decision, and shows the controls only while a provider is registered', () => {
    expect(allowed(undecided)).toEqual([]);
    expect(showConsentControls(undecided, providers)).toBe(true);
    expect(showConsentControls(undecided, [])).toBe(false);
    expect(showConsentControls(decisions.acceptBasic, providers)).toBe(false);
  });

  it.each([
    [
      'acceptAll',
      { cookieConsent: true, marketingCookies: true, activePixel: true, activeGtag: true },
      ['analytics', 'pixel', 'chat', 'reviews', 'errors'],
    ],
    [
      'acceptBasic',
      { cookieConsent: true, marketingCookies: false, activePixel: false, activeGtag: false },
      ['chat', 'reviews', 'errors'],
    ],
  ] as const)('%s gives the state of spec §4 and its providers', (decision, state, names) => {
    expect(decisions[decision]).toEqual(state);
    expect(allowed(decisions[decision])).toEqual(names);
  });

  // Every move between the three states: what it enables is what "accept all" records a page view for.
  const states: [string, ConsentState][] = [
    ['undecided', undecided],
    ['basic', decisions.acceptBasic],
    ['all', decisions.acceptAll],
  ];
  const expectations: Record<string, Record<ConsentDecision, string[]>> = {
    undecided: {
      acceptAll: ['analytics', 'pixel', 'chat', 'reviews', 'errors'],
      acceptBasic: ['chat', 'reviews', 'errors'],
    },
    basic: { acceptAll: ['analytics', 'pixel'], acceptBasic: [] },
    all: { acceptAll: [], acceptBasic: [] },
  };
  for (const [from, state] of states)
    for (const decision of ['acceptAll', 'acceptBasic'] as const)
      it(`${from} → ${decision} enables ${expectations[from]![decision].join(', ') || 'nothing new'}`, () => {
        const result = decide(state, decision, providers);
        expect(result.state).toEqual(decisions[decision]);
        expect(result.enabled.map((provider) => provider.name)).toEqual(expectations[from]![decision]);
      });

  it('keeps a marketing provider off when its own switch is off', () => {
    expect(providerAllowed(providers[0]!, { ...decisions.acceptAll, activeGtag: false })).toBe(false);
    expect(providerAllowed(providers[1]!, { ...decisions.acceptAll, activePixel: false })).toBe(false);
  });
});

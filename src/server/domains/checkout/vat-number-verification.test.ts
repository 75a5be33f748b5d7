import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCheckoutSettings } from './checkout-settings';
import { startViesEmulator, type RunningViesEmulator } from './providers/vies-emulator';
import { verifiedVatNumber } from './vat-number-verification';

/** Which numbers count for reverse charge, and that VIES is asked only when its answer changes the VAT. */
describe('verifying a business’s VAT number', () => {
  let vies: RunningViesEmulator;
  const withCheck = (vatNumberCheck: 'off' | 'vies') => ({
    config: { checkout: { ...defaultCheckoutSettings, vatNumberCheck, viesUrl: vies.url } },
  });
  beforeAll(async () => {
    vies = await startViesEmulator();
  });
  afterAll(async () => vies.close());

  it.each([
    ['a number VIES confirms', 'DE', 'DE 123 456 789', { verified: true, name: 'Landtechnik Beispiel GmbH' }, 1],
    ['a number VIES does not know', 'DE', 'DE987654321', { verified: false, reason: 'invalid' }, 1],
    ['a number of a member state that is down', 'PL', 'PL1234567890', { verified: false, reason: 'unavailable' }, 1],
    ['a malformed number (not asked)', 'DE', 'DE12', { verified: false, reason: 'malformed' }, 0],
    ['a Greek number at home (not asked)', 'GR', '094019245', { verified: false, reason: 'not-needed' }, 0],
    ['a number outside the EU (not asked)', 'CH', 'CHE123456789', { verified: false, reason: 'not-needed' }, 0],
    ['no number', 'DE', null, { verified: false, reason: 'none' }, 0],
  ])('%s', async (_, country, number, expected, requests) => {
    const before = vies.requests();
    expect(await verifiedVatNumber(withCheck('vies'), country, number)).toMatchObject(expected);
    expect(vies.requests() - before).toBe(requests);
  });

  it('verifies nothing while the check is off (the default)', async () => {
    const before = vies.requests();
    expect(await verifiedVatNumber(withCheck('off'), 'AT', 'ATU12345678')).toEqual({ verified: false, reason: 'off' });
    expect(vies.requests()).toBe(before);
  });
});
